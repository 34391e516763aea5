import { ApiProperty } from '@nestjs/swagger';

/** The last manual archive back in the live table. */
export class RestoreArchiveResultResponse {
  @ApiProperty({ type: String })
  message!: string;
  @ApiProperty({ type: 'integer' })
  restored!: number;
}
