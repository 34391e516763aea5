import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { paths } from '../../../config/route-paths';
import { PageLayout } from '../../../components/page-layout';
import { ButtonLink } from '../../../components/button-link';
import { useAppConfig } from '../../../lib/app-config';
import { customerFacingBrowserOrigin } from '../../../lib/app-settings';
import { QrCodeCard } from '../components/qr-code-card';
import { qrCodesMessages as t } from '../messages';

type CodeId = 'register' | 'portal';

/**
 * /qr-codes: two permanent codes, the registration form and the invoice look-up at the
 * address customers reach (PUBLIC_URL, docs/public-address.md), not the one this operator browses from.
 */
export function QrCodesPage() {
  const config = useAppConfig();
  const publicUrl = config.data?.publicUrl ?? null;
  // docs/public-address.md: never a code customers' phones cannot open (localhost, 127.0.0.1).
  const origin = publicUrl ?? customerFacingBrowserOrigin();
  const codes: { id: CodeId; url: string; texts: (typeof t)[CodeId] }[] =
    origin === null
      ? []
      : [
          { id: 'register', url: `${origin}${paths.register}`, texts: t.register },
          { id: 'portal', url: `${origin}${paths.customerPortal}`, texts: t.portal },
        ];
  const [printing, setPrinting] = useState<CodeId | null>(null);

  useEffect(() => {
    if (printing === null) return;
    // Printed once the other card is hidden; the dialog blocks until the user closes it.
    window.print();
    setPrinting(null);
  }, [printing]);

  return (
    <PageLayout title={t.title} subtitle={t.subtitle} back={{ to: paths.home, label: t.backHome }}>
      {config.isPending ? null : origin === null ? (
        <Alert variant="warning" className="d-print-none" role="status">
          <p>{t.publicUrlMissing(window.location.origin)}</p>
          <ButtonLink to={paths.companySettings} variant="warning">
            {t.setPublicUrl}
          </ButtonLink>
        </Alert>
      ) : publicUrl === null ? (
        <Alert variant="warning" className="d-print-none" role="status">
          {t.publicUrlUnset(origin)}
        </Alert>
      ) : (
        <p className="text-secondary d-print-none">{t.publicUrlSet(publicUrl)}</p>
      )}
      <Row xs={1} md={2} className="g-4 app-qr-codes">
        {codes.map((code) => (
          <Col key={code.id} className={printing !== null && printing !== code.id ? 'd-print-none' : ''}>
            <QrCodeCard
              id={`qr-${code.id}`}
              title={code.texts.title}
              description={code.texts.description}
              url={code.url}
              fileName={code.texts.file}
              onPrint={() => setPrinting(code.id)}
            />
          </Col>
        ))}
      </Row>
    </PageLayout>
  );
}
