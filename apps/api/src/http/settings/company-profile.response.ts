import { ApiProperty } from '@nestjs/swagger';
import type { CompanyProfile } from '@kahraba/billing-domain';

/** The business as printed on every invoice. */
export class CompanyProfileResponse implements CompanyProfile {
  @ApiProperty({ type: String })
  name!: string;
  @ApiProperty({ type: String })
  address!: string;
  @ApiProperty({ type: String })
  phone!: string;
  @ApiProperty({ type: String })
  phone2!: string;
  @ApiProperty({ type: String })
  email!: string;
  @ApiProperty({ type: String })
  registrationNumber!: string;
  /** Tells customers they can look up their bill online. */
  @ApiProperty({ type: String })
  lookupNote!: string;
  /** Metered invoices print the official tariff line of their month. */
  @ApiProperty({ type: Boolean })
  printOfficialTariffLine!: boolean;
}
