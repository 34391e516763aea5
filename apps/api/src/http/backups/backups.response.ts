import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class BackupVerificationResponse {
  @ApiProperty({ example: '2026-11-26T01:00:42.000Z' }) verifiedAt!: string;
  @ApiProperty({ description: 'Restored into a scratch database and every count and sum matched' })
  ok!: boolean;
  @ApiPropertyOptional({ description: 'Why it failed' }) error?: string;
}

export class BackupResponse {
  @ApiProperty({ example: 'kahraba-2026-11-26T0300.backup' }) name!: string;
  @ApiProperty({ type: 'integer' }) bytes!: number;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'When its snapshot was taken; null if unreadable',
  })
  takenAt!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) schemaVersion!: string | null;
  @ApiProperty({ type: BackupVerificationResponse, nullable: true, description: 'null: never verified' })
  verification!: BackupVerificationResponse | null;
}

export class BackupListResponse {
  @ApiProperty({ description: 'BACKUP_DIR on the server' }) directory!: string;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'BACKUP_COPY_DIR, where each backup is copied',
  })
  copyDirectory!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'HH:MM business time; null when off' })
  nightlyAt!: string | null;
  @ApiProperty({ type: [BackupResponse], description: 'Newest first' }) backups!: BackupResponse[];
}

export class TakenBackupResponse {
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'integer' }) bytes!: number;
  @ApiProperty() takenAt!: string;
  @ApiProperty({ type: 'boolean', nullable: true }) verified!: boolean | null;
  @ApiProperty({ type: 'string', nullable: true }) verifyError!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) copiedTo!: string | null;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Why the copy to BACKUP_COPY_DIR failed (the backup itself is kept)',
  })
  copyError!: string | null;
}

export class BackupProblemResponse {
  @ApiProperty({ example: '2026-11-28T01:00:03.000Z', description: 'When it went wrong' }) at!: string;
  @ApiProperty({ example: 'فشلت آخر نسخة احتياطية: لا توجد مساحة كافية على القرص…' }) message!: string;
}

export class BackupStatusResponse {
  @ApiProperty({ type: 'string', nullable: true, description: 'When the newest verified backup was taken' })
  lastVerifiedAt!: string | null;
  @ApiProperty({
    type: BackupProblemResponse,
    nullable: true,
    description: 'What is wrong now: the last backup failed, or failed its verification (docs/backups.md)',
  })
  problem!: BackupProblemResponse | null;
}
