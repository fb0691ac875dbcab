import { useState } from 'react';
import { Button, Dialog, LinkButton } from '@donation-network/shared-ui';

export const ADMIN_CONTENT_PATH = '/admin/content';

/** Admin-only control: an 'Edit Content' button whose dialog points to the content-management section. */
export function EditContentDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Edit Content
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Edit Content"
        description="The contact page's title and intro are managed content (page 'contact', section 'intro')."
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <LinkButton to={ADMIN_CONTENT_PATH}>Go to Content Management</LinkButton>
          </>
        }
      >
        <p style={{ margin: 0 }}>Edit this page&apos;s texts in the admin content-management section at {ADMIN_CONTENT_PATH}.</p>
      </Dialog>
    </>
  );
}
