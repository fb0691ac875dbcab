import { useState } from 'react';
import { useFieldArray } from 'react-final-form-arrays';
import styled from 'styled-components';
import { PAGE_SECTIONS_MAX } from '@donation-network/shared-rules';
import { Button, FormError } from '@donation-network/shared-ui';
import { TextAreaField, TextField } from '@donation-network/shared-ui/forms';
import { newDraftSection, type DraftSection } from '../../page-draft';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  margin: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Legend = styled.legend`
  padding: 0 4px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const SectionId = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
`;

const Code = styled(TextAreaField)`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Focuses the title field of the section at `index` once it is rendered. */
function focusSectionTitle(index: number) {
  requestAnimationFrame(() => document.querySelector<HTMLInputElement>(`input[name="sections[${index}].title"]`)?.focus());
}

/** The page's sections: edit title and HTML, add, move up or down, delete (after a confirmation). */
export function SectionsEditor({ disabled }: { disabled: boolean }) {
  const { fields, meta } = useFieldArray('sections');
  const [pendingDelete, setPendingDelete] = useState<number | null>(null);
  // The values, not fields.length: the length in the array field's state lagged behind its value.
  const sections: DraftSection[] = fields.value ?? [];
  const listError = typeof meta.error === 'string' && (meta.touched || meta.submitFailed) ? meta.error : undefined;

  const add = () => {
    fields.push(newDraftSection());
    focusSectionTitle(sections.length);
  };

  return (
    <>
      {sections.length === 0 && <Empty>No sections yet: the page shows its built-in text until you add one.</Empty>}
      <List>
        {sections.map((section, index) => {
          const name = `${fields.name}[${index}]`;
          const label = `Section ${index + 1}`;
          return (
            // Keyed by position, as react-final-form-arrays expects: a moved section's fields take the values of their new place.
            <li key={name}>
              <Card>
                <Legend>{label}</Legend>
                <Header>
                  <SectionId>
                    {section.id ? (
                      <>
                        id <code>{section.id}</code>
                      </>
                    ) : (
                      'New: its id is made from its title when you save'
                    )}
                  </SectionId>
                  <Actions>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={disabled || index === 0}
                      onClick={() => fields.move(index, index - 1)}
                      aria-label={`Move ${label.toLowerCase()} up`}
                    >
                      Move up
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={disabled || index === sections.length - 1}
                      onClick={() => fields.move(index, index + 1)}
                      aria-label={`Move ${label.toLowerCase()} down`}
                    >
                      Move down
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={disabled}
                      onClick={() => setPendingDelete(index)}
                      aria-label={`Delete ${label.toLowerCase()}`}
                    >
                      Delete
                    </Button>
                  </Actions>
                </Header>
                <TextField name={`${name}.title`} label="Section title" disabled={disabled} />
                <Code name={`${name}.content`} label="Content (HTML)" rows={8} spellCheck={false} disabled={disabled} />
              </Card>
            </li>
          );
        })}
      </List>
      <FormError message={listError} />
      <div>
        <Button variant="outline" onClick={add} disabled={disabled || sections.length >= PAGE_SECTIONS_MAX}>
          Add section
        </Button>
      </div>
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete this section?"
        confirmLabel="Delete section"
        destructive
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          if (pendingDelete !== null) fields.remove(pendingDelete);
          setPendingDelete(null);
        }}
      >
        {pendingDelete !== null &&
          `Section ${pendingDelete + 1}${sections[pendingDelete]?.title.trim() ? ` ("${sections[pendingDelete].title.trim()}")` : ''} is removed from the draft. Nothing is saved until you press Save.`}
      </ConfirmDialog>
    </>
  );
}
