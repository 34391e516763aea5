import Alert from 'react-bootstrap/Alert';
import { useLocation } from 'react-router-dom';
import { companyProfileIsComplete } from '@kahraba/billing-domain';
import { paths } from '../../../config/route-paths';
import { ButtonLink } from '../../../components/button-link';
import { useCompanyProfile } from '../api/get-company-profile';
import { settingsMessages as t } from '../messages';

/** Asks an administrator to complete the company profile, on every screen but the profile's own, until
 * its name, phone and address are filled: invoices print without them until then. */
export function CompanyProfileBanner() {
  const { pathname } = useLocation();
  const profile = useCompanyProfile();
  if (pathname === paths.companySettings || !profile.data || companyProfileIsComplete(profile.data)) {
    return null;
  }
  return (
    <Alert
      variant="warning"
      className="d-flex flex-wrap align-items-center gap-2 mb-4 d-print-none"
      aria-label={t.incompleteTitle}
    >
      <div className="flex-grow-1">
        <strong>{t.incompleteTitle}</strong>
        <div className="small">{t.incompleteText}</div>
      </div>
      <ButtonLink to={paths.companySettings} variant="warning" size="sm">
        {t.completeProfile}
      </ButtonLink>
    </Alert>
  );
}
