import { Module, type DynamicModule } from '@nestjs/common';
import { HttpAppModule } from '../http-app.module';
import { createTestDatabase } from '@kahraba/persistence/testing';
import { createTestHttpApplication } from './test-app';

const BROKEN = Symbol('a provider that cannot be built');

/** A copy of the application with one deliberately broken module among its imports. */
function appWithBrokenModule(databaseUrl: string, broken: DynamicModule): DynamicModule {
  const app = HttpAppModule.forDatabase(databaseUrl);
  return { ...app, imports: [...(app.imports ?? []), broken] };
}

@Module({})
class BrokenOnConstructionModule {
  static create(): DynamicModule {
    return {
      module: BrokenOnConstructionModule,
      providers: [
        {
          provide: BROKEN,
          useFactory: () => {
            throw new Error('the settings row this module needs is missing');
          },
        },
      ],
    };
  }
}

@Module({})
class BrokenOnInitModule {
  onModuleInit(): void {
    throw new Error('the module could not subscribe to its channel');
  }
}

/** An app that cannot start fails the test that started it, with its cause; jest goes on. */
describe('a test application that cannot start', () => {
  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
  });
  beforeEach(() => {
    // Nest logs the failure as an error too; the cause must be in the rejection itself.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
  });
  afterEach(() => jest.restoreAllMocks());

  it('rejects with the cause when a provider cannot be built, and the process lives on', async () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('process.exit was called');
    });
    await expect(
      createTestHttpApplication(appWithBrokenModule(databaseUrl, BrokenOnConstructionModule.create())),
    ).rejects.toThrow('the settings row this module needs is missing');
    expect(exit).not.toHaveBeenCalled();
  });

  it('rejects with the cause when a module fails while starting', async () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('process.exit was called');
    });
    await expect(
      createTestHttpApplication(
        appWithBrokenModule(databaseUrl, { module: BrokenOnInitModule, providers: [] }),
      ),
    ).rejects.toThrow('the module could not subscribe to its channel');
    expect(exit).not.toHaveBeenCalled();
  });
});
