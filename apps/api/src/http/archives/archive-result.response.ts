import { ApiProperty } from '@nestjs/swagger';

/** The live table emptied into the archive. */
export class ArchiveResultResponse {
  @ApiProperty({ type: String })
  message!: string;
  @ApiProperty({ type: 'integer' })
  archived!: number;
}
