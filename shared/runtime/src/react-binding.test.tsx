import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from './react-binding';

// i18next is the shell's instance here (shell/src/i18n/jest-setup.ts): the one every app shares.
const rendered = jest.fn<undefined, [string]>();
const renders = (namespace: string) => rendered.mock.calls.filter(([name]) => name === namespace).length;

function Greeting({ namespace }: { namespace: string }) {
  const { t } = useTranslation(namespace);
  rendered(namespace);
  return <p>{t('hello', { defaultValue: `${namespace} not loaded` })}</p>;
}

beforeEach(() => rendered.mockClear());

it('shows a namespace’s texts that arrive after the component, re-rendering only the components of that namespace', () => {
  render(
    <>
      <Greeting namespace="late-texts" />
      <Greeting namespace="other-texts" />
    </>,
  );
  expect(screen.getByText('late-texts not loaded')).toBeInTheDocument();
  const before = { late: renders('late-texts'), other: renders('other-texts') };

  act(() => i18next.addResourceBundle('en', 'late-texts', { hello: 'Hello from late texts' }, true, true));

  expect(screen.getByText('Hello from late texts')).toBeInTheDocument();
  expect(renders('late-texts')).toBe(before.late + 1);
  expect(renders('other-texts')).toBe(before.other);
});

it('re-renders every translated component when the language changes', async () => {
  i18next.addResourceBundle('fr', 'switching', { hello: 'Bonjour' }, true, true);
  i18next.addResourceBundle('en', 'switching', { hello: 'Hello' }, true, true);
  render(<Greeting namespace="switching" />);
  expect(screen.getByText('Hello')).toBeInTheDocument();
  await act(() => i18next.changeLanguage('fr'));
  expect(screen.getByText('Bonjour')).toBeInTheDocument();
  await act(() => i18next.changeLanguage('en'));
});
