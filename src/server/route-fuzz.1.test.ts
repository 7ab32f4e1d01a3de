import { fuzzRoutes } from './test/route-fuzz'

// Part 1 of the route fuzz (test/route-fuzz.ts says what it sends and what must hold).
await fuzzRoutes(0, 3)
