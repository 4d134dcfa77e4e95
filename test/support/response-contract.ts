// Runs after every test: any response that broke the contract during the test fails it.
import { responseMismatches } from '../../app/http/kernel.ts';

afterEach(() => {
  const found = responseMismatches.splice(0);
  expect(found).toEqual([]);
});
