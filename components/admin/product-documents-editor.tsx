'use client';

import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { ActionOutcome, ActionOutcomeBox } from '@/components/admin/action-form';
import { useMoveButtons } from '@/components/admin/use-move-buttons';
import { useFocusAfterAnswer } from '@/components/admin/use-focus-after-answer';
import { useKeptFile } from '@/components/admin/use-kept-file';
import { usePageActionState } from '@/components/admin/use-page-action-state';
import { useUnsavedChangesGuard } from '@/components/admin/use-unsaved-changes';
import { FieldMessages, fieldMessagesIds } from '@/components/common/field-messages';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { AdminProductDocument } from '@/db/queries/product-documents-admin';
import { initialAdminFormState, type AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { moveProductDocument, removeProductDocumentAction, saveProductDocument, uploadProductDocument } from '@/lib/actions/admin/product-documents';
import { documentAsShown, productDocumentKindLabels, productDocumentKinds } from '@/lib/domain/product-documents';
import { PDF_ACCEPT, PDF_MAX_BYTES, pdfMessages } from '@/lib/schemas/media';
import { PRODUCT_DOCUMENT_TITLE_MAX } from '@/lib/schemas/product-documents';
import { movedOrder } from '@/lib/schemas/product-images';

// A product's documents in the back office (safety data sheets, certificates: PDFs the product
// page offers for download). Every control is a plain form posting to its action, so the page
// works without JavaScript: upload a PDF with its kind and title; per document, change the title
// and kind or replace the file (one form), Move up / Move down, and Remove, confirmed by a box.
// With JavaScript a move is sent without reloading (focus stays on the moved document's button, a
// live region says where it went), a PDF over 10 MB is refused as soon as it is chosen, a chosen
// file is kept through a refusal, and leaving the page with an unsaved upload or edit asks first.

const FILE_FIELD = 'document_file';

const sizeOf = (bytes: number | null) => (bytes === null ? '' : bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

const kindOptions = productDocumentKinds.map((kind) => (
  <option key={kind} value={kind}>
    {productDocumentKindLabels[kind]}
  </option>
));

export function ProductDocumentsEditor({ productId, productName, documents }: { productId: string; productName: string; documents: AdminProductDocument[] }) {
  const order = documents.map((document) => document.id);
  const [moveAnswer, setMoveAnswer] = useState<AdminFormState>(initialAdminFormState);
  const [moving, startMoving] = useTransition();
  /** The moved document's button to focus once the list shows `order` (null: as it is). */
  const [focusRequest, setFocusRequest] = useState<{ id: string; direction: 'up' | 'down'; order: string | null } | null>(null);
  const moveButtons = useMoveButtons();

  // Once the list is redrawn in its new order, focus goes back to the moved document's button
  // (at either end the pressed one is disabled: the other one takes focus), once.
  const orderKey = order.join(',');
  useEffect(() => {
    if (!focusRequest || moving || (focusRequest.order !== null && focusRequest.order !== orderKey)) return;
    moveButtons.focus(focusRequest.id, focusRequest.direction);
    setFocusRequest(null);
  }, [focusRequest, moving, orderKey, moveButtons]);

  /** With JavaScript: the move is sent here, and the page's list follows when it is saved. */
  const move = (documentId: string, direction: 'up' | 'down') => {
    if (moving) return;
    startMoving(async () => {
      const data = new FormData();
      data.set('product_id', productId);
      data.set('document_id', documentId);
      data.set('direction', direction);
      data.set('shown', orderKey);
      let answer: AdminFormState;
      try {
        answer = await moveProductDocument(initialAdminFormState, data);
      } catch {
        answer = { ...initialAdminFormState, status: 'error', message: 'The document could not be moved: the connection failed. Please try again.' };
      }
      setMoveAnswer(answer);
      setFocusRequest({ id: documentId, direction, order: answer.status === 'success' ? movedOrder(order, documentId, direction).join(',') : null });
    });
  };

  return (
    <div className="grid gap-6">
      <UploadForm productId={productId} />

      <section aria-labelledby="product-documents-title" className="grid gap-3">
        <h2 id="product-documents-title" className="font-display text-xl font-bold">
          Documents of {productName}, in the order the product page lists them
        </h2>
        <p className="text-sm text-muted-foreground">
          Visitors download them from the product page, under Documents, beside the datasheet. When a certificate is renewed, choose its new PDF under Replace the file and save.
        </p>
        <p aria-live="polite" className="sr-only" data-testid="documents-announcement">
          {moveAnswer.status === 'success' ? moveAnswer.message : ''}
        </p>
        {moving ? (
          <p role="status" className="rounded-md border px-3 py-2 text-sm">
            Saving the new order…
          </p>
        ) : (
          moveAnswer.status === 'error' && <ActionOutcomeBox state={moveAnswer} id="product-documents-order" />
        )}
        {documents.length === 0 ? (
          <p className="rounded-md border border-dashed px-4 py-6 text-sm text-muted-foreground">No documents yet: the product page shows its datasheet alone.</p>
        ) : (
          <ol className="grid gap-3" aria-label={`Documents of ${productName}`}>
            {documents.map((document, position) => (
              <li key={document.id} data-document-id={document.id} className="grid gap-3 rounded-lg border bg-card p-4">
                <DocumentRow
                  productId={productId}
                  document={document}
                  position={position}
                  total={documents.length}
                  shownOrder={orderKey}
                  moving={moving}
                  onMove={move}
                  registerMoveButton={(direction, button) => moveButtons.register(document.id, direction, button)}
                />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/**
 * A file input for a PDF: the chosen file is kept through a refusal (useKeptFile), and one over the
 * size limit is refused as soon as it is chosen (the server checks again).
 */
function usePdfInput(state: AdminFormState) {
  const input = useRef<HTMLInputElement>(null);
  const kept = useKeptFile(state, input, FILE_FIELD);
  const [tooLarge, setTooLarge] = useState(false);
  // A new answer speaks for the file again.
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    setTooLarge(false);
  }
  return {
    input,
    error: tooLarge ? pdfMessages.tooLarge : (state.fieldErrors[FILE_FIELD] ?? kept.chooseAgain),
    onChange: (file: File | undefined) => {
      kept.remember(file);
      setTooLarge(!!file && file.size > PDF_MAX_BYTES);
    },
    /** Stops a post whose file is known to be refused; the message is already under the field. */
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      const file = input.current?.files?.[0];
      if (file && file.size > PDF_MAX_BYTES) {
        event.preventDefault();
        setTooLarge(true);
        input.current?.focus();
      }
    },
  };
}

function PdfField({ id, label, hint, pdf }: { id: string; label: string; hint: string; pdf: ReturnType<typeof usePdfInput> }) {
  return (
    <div className="grid min-w-0 content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        ref={pdf.input}
        id={id}
        name={FILE_FIELD}
        type="file"
        accept={PDF_ACCEPT}
        onChange={(event) => pdf.onChange(event.target.files?.[0])}
        aria-invalid={pdf.error ? true : undefined}
        aria-describedby={fieldMessagesIds(id, { hint, error: pdf.error })}
        className="h-auto py-2"
      />
      <FieldMessages id={id} hint={hint} error={pdf.error} />
    </div>
  );
}

function TitleField({ id, value, error, hint }: { id: string; value: string | undefined; error: string | undefined; hint?: string }) {
  return (
    <div className="grid min-w-0 content-start gap-2">
      <Label htmlFor={id}>Title</Label>
      <Input
        key={value ?? ''}
        id={id}
        name="title"
        defaultValue={value}
        maxLength={PRODUCT_DOCUMENT_TITLE_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldMessagesIds(id, { hint, error })}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

function KindField({ id, value, error, choose }: { id: string; value: string | undefined; error: string | undefined; choose?: boolean }) {
  return (
    <div className="grid min-w-0 content-start gap-2">
      <Label htmlFor={id}>Kind</Label>
      <NativeSelect key={value ?? ''} id={id} name="kind" defaultValue={value ?? ''} aria-invalid={error ? true : undefined} aria-describedby={fieldMessagesIds(id, { error })}>
        {choose && <option value="">Choose…</option>}
        {kindOptions}
      </NativeSelect>
      <FieldMessages id={id} error={error} />
    </div>
  );
}

/** Upload: a PDF with its kind and title, added at the end of the list. */
function UploadForm({ productId }: { productId: string }) {
  const [state, formAction, pending] = usePageActionState(uploadProductDocument, initialAdminFormState);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const pdf = usePdfInput(state);
  useFocusAfterAnswer(state, formRef, messageRef);
  useUnsavedChangesGuard(formRef);
  return (
    <section aria-labelledby="upload-document-title" className="grid gap-4 rounded-lg border border-border bg-card p-4 shadow-xs sm:p-6">
      <h2 id="upload-document-title" className="font-display text-xl font-bold">
        Upload a document
      </h2>
      <form ref={formRef} action={formAction} onSubmit={pdf.onSubmit} noValidate className="grid gap-4">
        <input type="hidden" name="product_id" value={productId} />
        <div className="grid gap-4 sm:grid-cols-2">
          <KindField id="upload-document-kind" value={state.values.kind} error={state.fieldErrors.kind} choose />
          <TitleField id="upload-document-title-input" value={state.values.title} error={state.fieldErrors.title} hint="As the product page lists it, for example “IBR Approval Certificate 2027”." />
        </div>
        <PdfField id="upload-document-file" label="PDF" hint="A PDF of at most 10 MB. It is added at the end of the list." pdf={pdf} />
        <ActionOutcome id="upload-document-message" state={state} messageRef={messageRef} />
        <div>
          <Button type="submit" variant="accent" disabled={pending}>
            {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {pending ? 'Uploading…' : 'Upload'}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** One document: what it is, its edit form, Move up / Move down and Remove. */
function DocumentRow({
  productId,
  document,
  position,
  total,
  shownOrder,
  moving,
  onMove,
  registerMoveButton,
}: {
  productId: string;
  document: AdminProductDocument;
  position: number;
  total: number;
  shownOrder: string;
  moving: boolean;
  onMove: (id: string, direction: 'up' | 'down') => void;
  registerMoveButton: (direction: 'up' | 'down', button: HTMLButtonElement | null) => void;
}) {
  // Every document has these forms, each action once per document: the answers find their row by it.
  const anchor = `document-${document.id}`;
  const [editState, editAction, editPending] = usePageActionState(saveProductDocument, initialAdminFormState, `${anchor}-edit`);
  const [moveState, moveAction] = usePageActionState(moveProductDocument, initialAdminFormState, anchor);
  const [removeState, removeAction, removePending] = usePageActionState(removeProductDocumentAction, initialAdminFormState, `${anchor}-remove`);
  const editForm = useRef<HTMLFormElement>(null);
  const editMessage = useRef<HTMLDivElement>(null);
  const pdf = usePdfInput(editState);
  useFocusAfterAnswer(editState, editForm, editMessage);
  // Saved, what is stored is what the form holds again.
  useUnsavedChangesGuard(editForm, documentAsShown(document));
  const removeForm = useRef<HTMLFormElement>(null);
  const removeMessage = useRef<HTMLDivElement>(null);
  useFocusAfterAnswer(removeState, removeForm, removeMessage);

  const hidden = (
    <>
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="document_id" value={document.id} />
    </>
  );
  const size = sizeOf(document.file_size_bytes);
  const confirmId = `${anchor}-confirm`;
  const confirmError = removeState.fieldErrors.confirm;
  return (
    <div id={anchor} className="grid gap-4">
      <div className="grid gap-1">
        <p className="text-sm font-semibold text-muted-foreground">
          Document {position + 1} of {total}: {productDocumentKindLabels[document.kind]}
        </p>
        <h3 className="font-display text-lg font-bold">{document.title}</h3>
        <p className="flex flex-wrap gap-x-3 text-sm">
          <a href={document.file_url} className="font-semibold underline underline-offset-2">
            Open the PDF<span className="sr-only">: {document.title}</span>
          </a>
          <span className="text-muted-foreground">
            {size ? `${size}, ` : ''}
            {document.uploaded ? 'uploaded here' : `a file of the site (${document.file_url})`}
          </span>
        </p>
      </div>

      <form id={`${anchor}-edit`} ref={editForm} action={editAction} onSubmit={pdf.onSubmit} noValidate className="grid gap-4">
        {hidden}
        <input type="hidden" name="shown" value={documentAsShown(document)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <KindField id={`${anchor}-kind`} value={editState.values.kind ?? document.kind} error={editState.fieldErrors.kind} />
          <TitleField id={`${anchor}-title`} value={editState.values.title ?? document.title} error={editState.fieldErrors.title} />
        </div>
        <PdfField id={`${anchor}-file`} label="Replace the file" hint="Another PDF of at most 10 MB, such as a renewed certificate. Leave it empty to keep the current file." pdf={pdf} />
        <ActionOutcome id={`${anchor}-edit-message`} state={editState} messageRef={editMessage} />
        <div>
          <Button type="submit" variant="outline" disabled={editPending} aria-label={`Save document: ${document.title}`}>
            {editPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {editPending ? 'Saving…' : 'Save document'}
          </Button>
        </div>
      </form>

      <div className="flex flex-wrap items-start gap-2 border-t pt-4">
        {(['up', 'down'] as const).map((direction) => (
          <form
            key={direction}
            action={moveAction}
            onSubmit={(event: FormEvent) => {
              // With JavaScript the move is sent without reloading the page (focus stays on it).
              event.preventDefault();
              onMove(document.id, direction);
            }}
          >
            {hidden}
            <input type="hidden" name="direction" value={direction} />
            <input type="hidden" name="shown" value={shownOrder} />
            <Button
              ref={(button) => registerMoveButton(direction, button)}
              type="submit"
              variant="outline"
              size="sm"
              disabled={direction === 'up' ? position === 0 : position === total - 1}
              aria-disabled={moving || undefined}
              aria-label={`Move ${direction}: ${document.title}`}
            >
              <span className={direction === 'up' ? 'icon-arrow-up' : 'icon-arrow-down'} />
              Move {direction}
            </Button>
          </form>
        ))}
        <form id={`${anchor}-remove`} ref={removeForm} action={removeAction} noValidate className="flex flex-wrap items-center gap-3 sm:ml-auto">
          {hidden}
          <div className="flex items-center gap-2">
            <Checkbox id={confirmId} name="confirm" aria-invalid={confirmError ? true : undefined} aria-describedby={fieldMessagesIds(confirmId, { error: confirmError })} />
            <Label htmlFor={confirmId}>Yes, remove {document.title}</Label>
          </div>
          <Button type="submit" variant="destructive" size="sm" disabled={removePending} aria-label={`Remove: ${document.title}`}>
            {removePending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {removePending ? 'Removing…' : 'Remove'}
          </Button>
          <div className="basis-full">
            <FieldMessages id={confirmId} error={confirmError} />
            {!confirmError && <ActionOutcome id={`${anchor}-remove-message`} state={removeState} messageRef={removeMessage} />}
          </div>
        </form>
      </div>
      {moveState.status !== 'idle' && (
        <p role={moveState.status === 'error' ? 'alert' : 'status'} className={moveState.status === 'error' ? 'text-sm font-medium text-destructive' : 'text-sm'}>
          {moveState.message}
        </p>
      )}
    </div>
  );
}
