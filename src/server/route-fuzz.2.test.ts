import { fuzzRoutes } from './test/route-fuzz'

// Part 2 of the route fuzz (test/route-fuzz.ts says what it sends and what must hold).
await fuzzRoutes(1, 3)
