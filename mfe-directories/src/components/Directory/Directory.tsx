import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageFrame, Pagination, SpreadRow } from '@donation-network/shared-ui';
import { SplitLayout } from '../PageLayout/PageLayout';

/** Layout and states shared by the Founders and Investors directories. */
export const DirectoryPage = PageFrame;

/** Filters beside the results. */
export const DirectoryLayout = styled(SplitLayout).attrs({ $columns: '260px minmax(0, 1fr)' })``;

export const SearchForm = styled.form`
  display: flex;
  gap: 8px;
  margin-bottom: 16px;
`;

export const Toolbar = styled(SpreadRow)`
  margin-bottom: 16px;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 48px 16px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The empty-result message with a Clear filters link back to the unfiltered directory. */
export function EmptyState({ message, clearTo }: { message: string; clearTo: string }) {
  return (
    <Centered>
      <p>{message}</p>
      <Link to={clearTo}>Clear filters</Link>
    </Centered>
  );
}

/** Previous / Page x of y / Next under the results; hidden when everything fits on one page. */
export const Pager = styled(Pagination)`
  justify-content: center;
  margin-top: 24px;
`;

/** 'Showing 1–12 of 30 founders' for a 1-based page; 'of 1,000+ founders' when the count stopped at `total` (more match). */
export function showingText(page: number, pageSize: number, shown: number, total: number, noun: [string, string], more = false) {
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  const of = more ? `${total.toLocaleString('en-US')}+` : String(total);
  return `Showing ${first}–${last} of ${of} ${total === 1 && !more ? noun[0] : noun[1]}`;
}

const ScoreText = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** 'Score x/100': the credibility score, always out of 100. */
export function Score({ value }: { value: number | null | undefined }) {
  return <ScoreText>Score {value ?? 0}/100</ScoreText>;
}
