import { fuzzRoutes } from './test/route-fuzz'

// Part 3 of the route fuzz (test/route-fuzz.ts says what it sends and what must hold).
await fuzzRoutes(2, 3)
