import { ApiProperty } from '@nestjs/swagger';

/** An action that answers only an Arabic confirmation to show. */
export class MessageResponse {
  @ApiProperty({ type: String })
  message!: string;
}
