import Alert from 'react-bootstrap/Alert';
import { useLocation } from 'react-router-dom';
import { paths } from '../../../config/route-paths';
import { ButtonLink } from '../../../components/button-link';
import { useAppConfig } from '../../../lib/app-config';
import { settingsMessages as t } from '../messages';

/**
 * Tells an administrator, on every screen but the settings, that the address customers reach is not
 * set: until then WhatsApp texts go without the portal link and the QR codes are not offered from
 * this machine's own address (docs/public-address.md).
 */
export function PublicAddressBanner() {
  const { pathname } = useLocation();
  const config = useAppConfig();
  if (pathname === paths.companySettings || !config.data || config.data.publicUrl !== null) return null;
  return (
    <Alert
      variant="warning"
      className="d-flex flex-wrap align-items-center gap-2 mb-4 d-print-none"
      aria-label={t.publicAddress.bannerTitle}
    >
      <div className="flex-grow-1">
        <strong>{t.publicAddress.bannerTitle}</strong>
        <div className="small">{t.publicAddress.bannerText}</div>
      </div>
      <ButtonLink to={paths.companySettings} variant="warning" size="sm">
        {t.publicAddress.bannerAction}
      </ButtonLink>
    </Alert>
  );
}
