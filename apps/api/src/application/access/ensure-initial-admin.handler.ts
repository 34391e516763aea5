import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { countUserAccounts } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { CreateUserCommand } from './create-user.command';
import { EnsureInitialAdminCommand, type InitialAdmin } from './ensure-initial-admin.command';
import { PasswordHasher } from './password-hasher';

const DEFAULT_ADMIN_EMAIL = 'admin@kahraba.local';

@CommandHandler(EnsureInitialAdminCommand)
export class EnsureInitialAdminHandler implements ICommandHandler<EnsureInitialAdminCommand> {
  constructor(
    private readonly db: Database,
    private readonly commandBus: CommandBus,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(command: EnsureInitialAdminCommand): Promise<InitialAdmin> {
    if ((await countUserAccounts(this.db)) > 0) return { created: false };
    const generatedPassword = command.password ? undefined : this.hasher.generate();
    const admin = await this.commandBus.execute(
      new CreateUserCommand(
        command.email ?? DEFAULT_ADMIN_EMAIL,
        'مدير',
        'النظام',
        'admin',
        command.password ?? generatedPassword ?? '',
      ),
    );
    return { created: true, email: admin.email, generatedPassword };
  }
}
