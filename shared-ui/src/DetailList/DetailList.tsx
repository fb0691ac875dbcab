import styled from 'styled-components';

/** Label/value pairs as a `<dl>` in two columns: muted labels (`dt`), values (`dd`) that wrap anywhere. */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
