import { createElement } from 'react';
import styled from 'styled-components';

const Title = styled.h1`
  margin: 2rem 1rem 1rem;
  font:
    700 2rem/1.2 system-ui,
    sans-serif;
  color: #b00020;
`;
const Intro = styled.p`
  margin: 0 1rem;
  font:
    1rem/1.5 system-ui,
    sans-serif;
`;

/** One heading and one paragraph: the least a remote's page can render. */
export default function App() {
  return createElement(
    'main',
    null,
    createElement(Title, null, 'Give blood, save lives: the donation network'),
    createElement(Intro, null, 'Donation Network connects blood and organ donors with recipients, hospitals and corporate partners.'),
  );
}
