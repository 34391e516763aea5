// The test support of the persistence library (@kahraba/persistence/testing): the run's PostgreSQL and
// its template and demo databases, forged backup files, processes and ports. Never imported by the app.
export * from './test-cluster';
export * from './demo-test-database';
export * from './backup-file-forgery';
export * from './server-processes';
export * from './free-port';
