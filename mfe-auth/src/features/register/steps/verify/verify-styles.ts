import { controlStyles } from '@donation-network/shared-ui';
import styled from 'styled-components';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

export const CodeInput = styled.input`
  ${controlStyles}
  max-width: 12ch;
  font-family: ${({ theme }) => theme.fonts.mono};
  letter-spacing: 0.3em;
`;

export const FileInput = styled.input`
  ${controlStyles}
  cursor: pointer;
`;

export const MethodChoice = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const MethodOption = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  cursor: pointer;
`;

export const PhoneInput = styled.input`
  ${controlStyles}
  max-width: 24ch;
`;
