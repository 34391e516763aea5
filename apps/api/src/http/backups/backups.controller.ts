import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Controller, Get, HttpCode, Param, Post, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { BackupNotFoundError } from '@kahraba/billing-domain';
import type { Response } from 'express';
import { AdminOnlyGuard } from '../access/admin-only.guard';
import { ApiErrorResponses } from '../common/api-error-responses.decorator';
import { BackupFolder } from '../../application/backups/backup-folder';
import { BackupListResponse, BackupStatusResponse, TakenBackupResponse } from './backups.response';
import { GetBackupStatusQuery, ListBackupsQuery } from '../../application/backups/list-backups.query';
import { TakeBackupCommand, type TakenBackup } from '../../application/backups/take-backup.command';

/** docs/backups.md: the backups, for administrators; restore stays on the command line (the app must stop). */
@ApiTags('backups')
@ApiErrorResponses(401, 403)
@Controller('api/backups')
export class BackupsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly folder: BackupFolder,
  ) {}

  @Get()
  @UseGuards(AdminOnlyGuard)
  @ApiOkResponse({ type: BackupListResponse })
  list(): Promise<BackupListResponse> {
    return this.queries.execute(new ListBackupsQuery());
  }

  /** The dashboard's line (any signed-in user): how old the newest verified backup is. */
  @Get('status')
  @ApiOkResponse({ type: BackupStatusResponse })
  status(): Promise<BackupStatusResponse> {
    return this.queries.execute(new GetBackupStatusQuery());
  }

  /** "Back up now": takes, copies and verifies a backup, then answers. */
  @Post()
  @HttpCode(201)
  @UseGuards(AdminOnlyGuard)
  @ApiCreatedResponse({ type: TakenBackupResponse })
  @ApiErrorResponses(409)
  async take(): Promise<TakenBackupResponse> {
    const taken = (await this.commands.execute(
      new TakeBackupCommand('web', { verify: true }),
    )) as TakenBackup;
    const { name, bytes, takenAt, verified, verifyError, copiedTo, copyError } = taken;
    return { name, bytes, takenAt, verified, verifyError, copiedTo, copyError };
  }

  @Get(':name')
  @UseGuards(AdminOnlyGuard)
  @ApiProduces('application/gzip')
  @ApiOkResponse({ description: 'The backup file', schema: { type: 'string', format: 'binary' } })
  @ApiErrorResponses(404)
  async download(
    @Param('name') name: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = this.folder.pathOf(name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw new BackupNotFoundError();
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(createReadStream(file), {
      type: 'application/gzip',
      disposition: `attachment; filename="${name}"`,
      length: info.size,
    });
  }
}
