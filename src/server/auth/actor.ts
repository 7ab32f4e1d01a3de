/** The signed-in actor of a request, as routes and services see it. */
export interface Actor {
  id: string
  role: 'user' | 'admin'
  isBanned: boolean
}
