import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { paths } from '../../../config/route-paths';
import { FormField } from '../../../components/form-field';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { PendingButton } from '../../../components/pending-button';
import type { CompanyInfo } from '../../../types/ampere';
import { useCompanyProfile } from '../api/get-company-profile';
import { useUpdateCompanyProfile } from '../api/update-company-profile';
import { CutOffSettingsCard } from '../components/cut-off-settings-card';
import { PasscodesCard } from '../components/passcodes-card';
import { PublicAddressCard } from '../components/public-address-card';
import { settingsMessages as t } from '../messages';

export interface CompanySettingsPageProps {
  /** Only administrators may save (the server enforces it too). */
  canEdit: boolean;
}

/** The settings: the company profile printed on invoices (name, registration number, phones, email,
 * address and the lookup note) and, for administrators, the screen passcodes. */
export function CompanySettingsPage({ canEdit }: CompanySettingsPageProps) {
  const profile = useCompanyProfile();
  return (
    <PageLayout title={t.title} subtitle={t.subtitle} back={{ to: paths.home, label: t.backHome }}>
      {profile.isPending ? (
        <LoadingSpinner label={t.loading} />
      ) : profile.isError ? (
        <LoadFailedAlert onRetry={profile.refetch}>{t.loadFailed}</LoadFailedAlert>
      ) : (
        <ProfileForm key={JSON.stringify(profile.data)} initial={profile.data} canEdit={canEdit} />
      )}
      {canEdit && <PublicAddressCard />}
      {canEdit && <PasscodesCard />}
      {canEdit && <CutOffSettingsCard />}
    </PageLayout>
  );
}

type TextField = Exclude<keyof CompanyInfo, 'printOfficialTariffLine'>;

const FIELDS: { key: TextField; ltr?: boolean; type?: string; wide?: boolean; max: number }[] = [
  { key: 'name', max: 200, wide: true },
  { key: 'registrationNumber', max: 100 },
  { key: 'email', max: 200, ltr: true, type: 'email' },
  { key: 'phone', max: 40, ltr: true, type: 'tel' },
  { key: 'phone2', max: 40, ltr: true, type: 'tel' },
  { key: 'address', max: 300, wide: true },
];

function ProfileForm({ initial, canEdit }: { initial: CompanyInfo; canEdit: boolean }) {
  const [values, setValues] = useState(initial);
  // Our own Arabic message instead of the browser's English bubble (the form is noValidate).
  const [emailInvalid, setEmailInvalid] = useState(false);
  const update = useUpdateCompanyProfile();
  const changed = (Object.keys(initial) as (keyof CompanyInfo)[]).some((key) => values[key] !== initial[key]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = values.email.trim();
    if (email !== '' && !/^[^\s@]+@[^\s@]+$/.test(email)) return setEmailInvalid(true);
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        typeof value === 'boolean' ? value : String(value ?? '').trim(),
      ]),
    ) as unknown as CompanyInfo;
    update.mutate(trimmed);
  };

  return (
    <Card className="app-data-card" style={{ maxWidth: 820 }}>
      <Card.Body className="p-4">
        {!canEdit && <Alert variant="info">{t.readOnly}</Alert>}
        <Form onSubmit={submit} noValidate aria-label={t.title}>
          <fieldset disabled={!canEdit || update.isPending}>
            <Row className="g-3">
              {FIELDS.map((field) => (
                <FormField
                  key={field.key}
                  col={{ xs: 12, md: field.wide ? 12 : 6 }}
                  controlId={`company-${field.key}`}
                  label={t.fields[field.key]}
                  kind={field.ltr ? 'ltr' : 'text'}
                  type={field.type ?? 'text'}
                  maxLength={field.max}
                  value={values[field.key]}
                  isInvalid={field.key === 'email' && emailInvalid}
                  invalidText={field.key === 'email' ? t.emailInvalid : undefined}
                  onChange={(value) => {
                    setValues({ ...values, [field.key]: value });
                    if (field.key === 'email') setEmailInvalid(false);
                  }}
                />
              ))}
              <FormField
                col={{ xs: 12 }}
                controlId="company-lookupNote"
                label={t.fields.lookupNote}
                as="textarea"
                rows={2}
                maxLength={500}
                value={values.lookupNote}
                onChange={(value) => setValues({ ...values, lookupNote: value })}
                hint={t.lookupNoteHint}
              />
              {/* docs/official-tariff.md#on-the-invoice: off unless the owner turns it on. */}
              <Form.Group controlId="company-printOfficialTariffLine" className="col-12">
                <Form.Check
                  type="switch"
                  label={t.fields.printOfficialTariffLine}
                  checked={values.printOfficialTariffLine}
                  onChange={(event) =>
                    setValues({ ...values, printOfficialTariffLine: event.target.checked })
                  }
                />
                <Form.Text>{t.printOfficialTariffLineHint}</Form.Text>
              </Form.Group>
            </Row>
            {canEdit && (
              <div className="d-flex flex-wrap gap-2 justify-content-end mt-4">
                <Button variant="outline-secondary" onClick={() => setValues(initial)} disabled={!changed}>
                  {t.reset}
                </Button>
                <PendingButton type="submit" variant="primary" disabled={!changed} pending={update.isPending}>
                  {update.isPending ? t.saving : t.save}
                </PendingButton>
              </div>
            )}
          </fieldset>
        </Form>
      </Card.Body>
    </Card>
  );
}
