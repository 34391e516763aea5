// A jest reporter: at the end of every run, the 15 slowest test files and the run's wall time, so
// a suite that grows slow is seen the day it does (docs/developer-guide.md#tests). Times are wall-clock
// seconds.
'use strict';

const SHOWN = 15;

class SlowestSuitesReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const suites = results.testResults
      .map((suite) => ({
        file: suite.testFilePath.replace(`${this.rootDir}/`, ''),
        seconds: (suite.perfStats.end - suite.perfStats.start) / 1000,
        project: suite.displayName?.name ?? '',
      }))
      .filter((suite) => Number.isFinite(suite.seconds))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SHOWN);
    if (suites.length === 0) return;
    const wall = (Date.now() - results.startTime) / 1000;
    const lines = suites.map(
      (suite) => `  ${suite.seconds.toFixed(1).padStart(6)} s  ${suite.project.padEnd(7)} ${suite.file}`,
    );
    process.stderr.write(
      `\nSlowest ${suites.length} of ${results.numTotalTestSuites} test files (run took ${wall.toFixed(0)} s):\n${lines.join('\n')}\n`,
    );
  }
}

module.exports = SlowestSuitesReporter;
