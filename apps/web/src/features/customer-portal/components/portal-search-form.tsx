import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { FormField } from '../../../components/form-field';
import { SearchIcon } from '../../../components/icons';
import type { PortalSearchCriteria } from '../api/search-customer-invoices';
import { customerPortalMessages as t } from '../messages';

export interface PortalSearchFormProps {
  searching: boolean;
  onSearch: (criteria: PortalSearchCriteria) => void;
  /** A search was asked for with a field left empty. */
  onMissingFields: () => void;
}

export function PortalSearchForm({ searching, onSearch, onMissingFields }: PortalSearchFormProps) {
  const [customerNumber, setCustomerNumber] = useState('');
  const [name, setName] = useState('');
  const criteria = { customerNumber: customerNumber.trim(), name: name.trim() };
  const complete = criteria.customerNumber !== '' && criteria.name !== '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete) onMissingFields();
    else if (!searching) onSearch(criteria);
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t.searchForm}>
      <Row className="g-3 align-items-start">
        <Col sm={5}>
          <FormField
            controlId="portal-customer-number"
            label={t.customerNumber}
            kind="ltr"
            placeholder="#1000"
            autoComplete="off"
            value={customerNumber}
            onChange={setCustomerNumber}
            hint={t.customerNumberHint}
          />
        </Col>
        <Col sm={7}>
          <FormField
            controlId="portal-name"
            label={t.name}
            autoComplete="name"
            value={name}
            onChange={setName}
            hint={t.nameHint}
          />
        </Col>
      </Row>
      <div className="d-grid d-sm-flex justify-content-sm-end mt-3">
        <Button type="submit" size="lg" className="app-icon-button" disabled={!complete || searching}>
          {searching ? (
            <Spinner as="span" animation="border" size="sm" aria-hidden="true" />
          ) : (
            <SearchIcon size={20} />
          )}
          {searching ? t.searching : t.search}
        </Button>
      </div>
    </Form>
  );
}
