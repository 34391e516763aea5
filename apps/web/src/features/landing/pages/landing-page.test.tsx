import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LandingPage } from './landing-page';

describe('the landing page', () => {
  beforeEach(() =>
    render(
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>,
    ),
  );

  it('names the product', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'إدارة مولد الكهرباء' })).toBeInTheDocument();
  });

  it("sends log-in to the server's login endpoint", () => {
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/api/login');
  });

  it('offers the invoice look-up and the registration to the public', () => {
    expect(screen.getByRole('link', { name: 'استعلام عن فاتورتي' })).toHaveAttribute(
      'href',
      '/customer-portal',
    );
    expect(screen.getByRole('link', { name: 'انضم إلينا' })).toHaveAttribute('href', '/register');
  });
});
