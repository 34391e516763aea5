import { USER_ROLES } from '@kahraba/billing-domain';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { paths } from '../../../config/route-paths';
import { useConfirm } from '../../../components/confirm-dialog';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { usePhoneLayout } from '../../../components/phone-layout';
import { formatDateTime } from '../../../lib/display-format';
import { useUsers, type UserAccount, type UserRole } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { CreateUserDialog } from '../components/create-user-dialog';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import { usersMessages as t } from '../messages';

export interface UsersPageProps {
  /** The signed-in user: the page is theirs only when they are an administrator. */
  currentUser: { id: string; role: string };
}

const nameOf = (user: UserAccount) => `${user.firstName} ${user.lastName}`;
const dayOf = (at: string) => formatDateTime(at).slice(0, 10);

/** The administrators list, create, promote/demote, deactivate/reactivate accounts
 * (docs/operator-guide.md#roles), let a collector read meters (docs/meter-reader.md) and give a user a new
 * password. The server decides (403 for an operator, never no active administrator). */
export function UsersPage({ currentUser }: UsersPageProps) {
  const isAdmin = currentUser.role === 'admin';
  const [creating, setCreating] = useState(false);
  return (
    <PageLayout
      title={t.title}
      subtitle={t.subtitle}
      back={{ to: paths.home, label: t.backHome }}
      titleActions={
        isAdmin && (
          <Button variant="primary" onClick={() => setCreating(true)}>
            {t.openCreate}
          </Button>
        )
      }
    >
      {isAdmin ? (
        <UsersList currentUserId={currentUser.id} />
      ) : (
        <Alert variant="warning">{t.adminOnly}</Alert>
      )}
      {creating && <CreateUserDialog onClose={() => setCreating(false)} />}
    </PageLayout>
  );
}

function UsersList({ currentUserId }: { currentUserId: string }) {
  const users = useUsers();
  const phone = usePhoneLayout();
  const [resetting, setResetting] = useState<UserAccount>();
  const update = useUpdateUser();
  const confirm = useConfirm();

  if (users.isPending) return <LoadingSpinner label={t.loading} />;
  if (users.isError) return <LoadFailedAlert onRetry={users.refetch}>{t.loadFailed}</LoadFailedAlert>;

  const changeRole = async (user: UserAccount, role: UserRole) => {
    if (role === user.role) return;
    if (await confirm({ title: t.confirmRoleTitle(nameOf(user), t.roles[role]), variant: 'warning' })) {
      update.mutate({ id: user.id, change: { role } });
    }
  };
  const toggleMeterReader = (user: UserAccount) =>
    update.mutate({ id: user.id, change: { meterReader: !user.meterReader } });
  // The switch shows what was asked while the server decides (a refusal puts it back).
  const meterReaderShown = (user: UserAccount) =>
    (update.isPending && update.variables.id === user.id ? update.variables.change.meterReader : undefined) ??
    user.meterReader;
  const toggleActive = async (user: UserAccount) => {
    if (!user.active) return update.mutate({ id: user.id, change: { active: true } });
    const sure = await confirm({
      title: t.confirmDeactivateTitle(nameOf(user)),
      message: t.confirmDeactivateText,
      confirmLabel: t.deactivate,
      variant: 'danger',
    });
    if (sure) update.mutate({ id: user.id, change: { active: false } });
  };
  const actions = (user: UserAccount) => {
    const self = user.id === currentUserId;
    return (
      <>
        <Form.Select
          size="sm"
          className="w-auto"
          aria-label={t.roleOf(nameOf(user))}
          value={user.role}
          disabled={update.isPending}
          onChange={(event) => void changeRole(user, event.target.value as UserRole)}
        >
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {t.roles[role]}
            </option>
          ))}
        </Form.Select>
        {user.role === 'collector' && (
          <Form.Check
            type="switch"
            role="switch"
            id={`meter-reader-${user.id}`}
            className="mb-0 d-flex align-items-center gap-2"
            label={t.meterReader}
            checked={meterReaderShown(user)}
            disabled={update.isPending}
            onChange={() => toggleMeterReader(user)}
          />
        )}
        {!self && (
          <Button
            size="sm"
            variant={user.active ? 'outline-danger' : 'outline-success'}
            disabled={update.isPending}
            onClick={() => void toggleActive(user)}
          >
            {user.active ? t.deactivate : t.reactivate}
          </Button>
        )}
        <Button size="sm" variant="outline-warning" onClick={() => setResetting(user)}>
          {t.resetPassword}
        </Button>
      </>
    );
  };
  const badges = (user: UserAccount) => (
    <>
      <Badge bg={user.role === 'admin' ? 'primary' : 'secondary'}>{t.roles[user.role]}</Badge>{' '}
      {user.meterReader && (
        <>
          <Badge bg="info">{t.meterReaderBadge}</Badge>{' '}
        </>
      )}
      <Badge bg={user.active ? 'success' : 'danger'}>{user.active ? t.active : t.inactive}</Badge>
    </>
  );
  const you = (user: UserAccount) =>
    user.id === currentUserId ? <span className="text-secondary"> {t.you}</span> : null;

  return (
    <>
      {phone ? (
        <ul className="list-unstyled d-grid gap-3 mb-0" aria-label={t.tableLabel}>
          {users.data.map((user) => (
            <li key={user.id}>
              <article className="app-record-card" aria-labelledby={`user-${user.id}`}>
                <header className="app-record-card-head">
                  <div className="min-w-0">
                    <h2 id={`user-${user.id}`} className="app-record-card-name" dir="auto">
                      {nameOf(user)}
                      {you(user)}
                    </h2>
                    <div className="app-record-card-meta" dir="ltr" style={{ textAlign: 'right' }}>
                      {user.email}
                    </div>
                  </div>
                  <div className="text-nowrap">{badges(user)}</div>
                </header>
                <p className="app-record-card-line mt-2">
                  {t.columns.createdAt}: {dayOf(user.createdAt)}
                </p>
                <div className="app-record-card-actions">{actions(user)}</div>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <Card className="app-data-card">
          <Table responsive hover className="mb-0 align-middle" aria-label={t.tableLabel}>
            <thead>
              <tr>
                <th scope="col">{t.columns.name}</th>
                <th scope="col">{t.columns.email}</th>
                <th scope="col">{t.columns.role}</th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col">{t.columns.createdAt}</th>
                <th scope="col">{t.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((user) => (
                <tr key={user.id}>
                  <th scope="row" dir="auto" className="fw-semibold">
                    {nameOf(user)}
                    {you(user)}
                  </th>
                  <td dir="ltr" className="text-end">
                    {user.email}
                  </td>
                  <td>
                    <Badge bg={user.role === 'admin' ? 'primary' : 'secondary'}>{t.roles[user.role]}</Badge>
                    {user.meterReader && (
                      <>
                        {' '}
                        <Badge bg="info">{t.meterReaderBadge}</Badge>
                      </>
                    )}
                  </td>
                  <td>
                    <Badge bg={user.active ? 'success' : 'danger'}>
                      {user.active ? t.active : t.inactive}
                    </Badge>
                  </td>
                  <td className="text-nowrap">{dayOf(user.createdAt)}</td>
                  <td>
                    <div className="d-flex flex-wrap gap-2">{actions(user)}</div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      )}
      {resetting && <ResetPasswordDialog user={resetting} onClose={() => setResetting(undefined)} />}
    </>
  );
}
