import styled from 'styled-components';

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  padding: 20px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  text-align: center;
`;

const Value = styled.dd`
  order: -1;
  margin: 0;
  font-size: 2rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.primary};

  ${({ theme }) => theme.media.mobile} {
    font-size: 1.625rem;
  }
`;

const Label = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const Note = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface StatTileProps {
  /** The figure, e.g. '50k+'. */
  value: string;
  /** What the figure counts, e.g. 'Lives Saved'. */
  label: string;
  note?: string;
}

/**
 * One figure with its label. Renders a `<div>` of `<dt>`/`<dd>` pairs, so place
 * tiles inside a `<dl>` (see StatGrid). The value is shown above the label.
 */
export function StatTile({ value, label, note }: StatTileProps) {
  return (
    <Tile data-testid="stat-tile">
      <Label>{label}</Label>
      <Value>{value}</Value>
      {note && <Note>{note}</Note>}
    </Tile>
  );
}

/** A `<dl>` laying out StatTiles responsively (3 across on desktop, stacked on phones). */
export const StatGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: 16px;
  margin: 0;
`;
