// Prints jest's own counts as the one closing line CI reads: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2];
if (!existsSync(file)) {
  console.log('0 passed, 1 failed');
} else {
  const result = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numRuntimeErrorTestSuites: number;
  };
  // A test file that crashes before its tests run counts as a failure too.
  console.log(`${result.numPassedTests} passed, ${result.numFailedTests + result.numRuntimeErrorTestSuites} failed`);
}
