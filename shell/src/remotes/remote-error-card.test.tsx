import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, switchLanguage } from '../i18n/i18n';
import { UnavailableCard } from './remote-error-card';

afterEach(() => act(() => i18n.changeLanguage('en')));

it('says in the console’s language that a part failed; what failed, a deployer’s English, is folded under Technical details', async () => {
  await act(() => switchLanguage('fr'));
  const retry = jest.fn();
  render(<UnavailableCard name="Cartes" detail="Remote “cards” did not answer within 10 s." retrying={false} onRetry={retry} />);
  const card = screen.getByRole('alert');
  expect(screen.getByRole('heading', { name: 'Cartes est indisponible' })).toBeInTheDocument();
  expect(card).toHaveTextContent('Cette partie de la console n’a pas pu être chargée.');
  expect(screen.getByText(/did not answer within 10 s/)).not.toBeVisible();
  await userEvent.click(screen.getByText('Détails techniques'));
  expect(screen.getByText(/did not answer within 10 s/)).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(retry).toHaveBeenCalledTimes(1);
});
