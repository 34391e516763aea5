import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ServeStaticModule } from '@nestjs/serve-static';
import { existsSync } from 'node:fs';
import type { EmbeddedServerWatch } from '@kahraba/persistence';
import { join } from 'node:path';
import { AppConfigController } from './http/settings/app-config.controller';
import { ApplicationModule } from './application.module';
import { AuthModule } from './http/access/auth.module';
import { BackupsHttpModule } from './http/backups/backups-http.module';
import { BillingHttpModule } from './billing-http.module';
import { CollectHttpModule } from './http/collection/collect-http.module';
import { DashboardHttpModule } from './http/oversight/dashboard-http.module';
import { DebtorsHttpModule } from './http/debtors/debtors-http.module';
import { DatabaseProbe } from './application/database/database-probe';
import { HandoversHttpModule } from './http/handovers/handovers-http.module';
import { HealthController } from './http/health/health.controller';
import { DomainExceptionFilter } from './http/common/domain-exception.filter';
import { GeneratorsHttpModule } from './http/generators/generators-http.module';
import { KwhHttpModule } from './http/customers/kwh-http.module';
import { LiveUpdatesHttpModule } from './http/live-updates/live-updates-http.module';
import { PaymentsReportHttpModule } from './http/payments/payments-report-http.module';
import { PaymentsHttpModule } from './http/payments/payments-http.module';
import { PortalHttpModule } from './http/portal/portal-http.module';
import { PrintingHttpModule } from './http/printing/printing-http.module';

export const WEB_DIST = join(__dirname, '..', '..', 'web', 'dist');

/** The HTTP application: the application layer plus controllers and the built web app. */
@Module({})
export class HttpAppModule {
  static forDatabase(url: string, embedded?: EmbeddedServerWatch): DynamicModule {
    const web = existsSync(join(WEB_DIST, 'index.html'))
      ? [
          ServeStaticModule.forRoot({
            rootPath: WEB_DIST,
            exclude: ['/api/{*path}'],
            serveStaticOptions: {
              setHeaders: (response, path) => {
                // The service worker and the shell must be revalidated so updates reach users.
                if (path.endsWith('sw.js') || path.endsWith('index.html'))
                  response.setHeader('Cache-Control', 'no-cache');
              },
            },
          }),
        ]
      : [];
    return {
      module: HttpAppModule,
      // KwhHttpModule last: its paths start with a parameter (/api/:system-customers).
      imports: [
        ApplicationModule.forDatabase(url, embedded),
        AuthModule,
        // /api/payments/report before /api/payments/:paymentId (the ledger's routes)
        PaymentsReportHttpModule,
        BillingHttpModule,
        LiveUpdatesHttpModule,
        // Public fixed paths (/api/pending-customers) before the metered systems' parameter paths.
        PortalHttpModule,
        DashboardHttpModule,
        DebtorsHttpModule,
        BackupsHttpModule,
        CollectHttpModule,
        HandoversHttpModule,
        PaymentsHttpModule,
        PrintingHttpModule,
        GeneratorsHttpModule,
        ...web,
        KwhHttpModule,
      ],
      controllers: [HealthController, AppConfigController],
      providers: [{ provide: APP_FILTER, useClass: DomainExceptionFilter }, DatabaseProbe],
    };
  }
}
