import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, initials } from './avatar';

describe('initials', () => {
  it.each([
    ['Maya Lindqvist', 'ML'],
    ['Jean Luc Picard', 'JP'],
    ['  priya   raman ', 'PR'],
    ['Cher', 'C'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('Avatar', () => {
  it('shows the initials as an image named after the person when there is no picture', () => {
    render(<Avatar fullName="Maya Lindqvist" />);
    const avatar = screen.getByRole('img', { name: 'Maya Lindqvist' });
    expect(avatar).toHaveTextContent('ML');
    expect(avatar.tagName).toBe('SPAN');
  });

  it('treats an empty picture URL as no picture', () => {
    render(<Avatar fullName="Omar Haddad" src="" />);
    expect(screen.getByRole('img', { name: 'Omar Haddad' })).toHaveTextContent('OH');
  });

  it('gives the same name the same colour', () => {
    render(
      <>
        <Avatar fullName="Jules Moreau" />
        <Avatar fullName="Jules Moreau" />
      </>,
    );
    const [first, second] = screen.getAllByRole('img', { name: 'Jules Moreau' });
    expect(first?.style.background).not.toBe('');
    expect(first?.style.background).toBe(second?.style.background);
  });

  it('shows the picture, with the name as its text alternative, when there is one', () => {
    render(<Avatar fullName="Priya Raman" src="https://cdn.example.com/priya.png" size={40} />);
    const picture = screen.getByRole('img', { name: 'Priya Raman' });
    expect(picture).toHaveAttribute('src', 'https://cdn.example.com/priya.png');
    expect(picture).not.toHaveTextContent('PR');
    expect(picture).toHaveStyle({ width: '40px', height: '40px' });
  });
});

describe('Avatar with a picture that does not load', () => {
  it('falls back to the initials', () => {
    render(<Avatar fullName="Grace Okafor" src="/images/missing.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Grace Okafor' }));
    const avatar = screen.getByRole('img', { name: 'Grace Okafor' });
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar).toHaveTextContent('GO');
  });
});
