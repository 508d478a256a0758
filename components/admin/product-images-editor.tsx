'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { usePageActionState } from '@/components/admin/use-page-action-state';
import { useKeptFile } from '@/components/admin/use-kept-file';
import { useUnsavedChangesGuard } from '@/components/admin/use-unsaved-changes';
import { Loader2 } from 'lucide-react';
import { ActionOutcome, ActionOutcomeBox } from '@/components/admin/action-form';
import { useMoveButtons } from '@/components/admin/use-move-buttons';
import { FieldMessages, fieldMessagesIds } from '@/components/common/field-messages';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { AdminProductImage } from '@/db/queries/product-images-admin';
import { initialAdminFormState, type AdminFormState } from '@/lib/actions/admin/admin-form-state';
import {
  describeProductImage,
  moveProductImage,
  removeProductImageAction,
  reorderProductImagesAction,
  setPrimaryProductImageAction,
  uploadProductImage,
} from '@/lib/actions/admin/product-images';
import { CHECK_FIELDS_MESSAGE } from '@/lib/actions/form-state';
import { responsiveImage } from '@/lib/media/urls';
import { MEDIA_ACCEPT, MEDIA_ALT_MAX, MEDIA_MAX_BYTES, mediaMessages } from '@/lib/schemas/media';
import { movedOrder, productImageMessages } from '@/lib/schemas/product-images';
import { cn } from '@/lib/utils';

// A product's images in the back office. Every control is a plain form posting to its action, so
// the page works without JavaScript. With it: several files upload one after the other (each its
// own post, so no request is larger than one image), and the order changes at once by drag and
// drop or by the Move buttons (focus stays on the moved image, a live region says where it went),
// saved in the background, one save after the other, each checked against the order it started from.
// Leaving the page while a file is chosen or alt text typed and not yet saved asks first.

type Action = (state: AdminFormState, formData: FormData) => Promise<AdminFormState>;

const THUMBNAIL_SIZES = '160px';

export function ProductImagesEditor({ productId, productName, images }: { productId: string; productName: string; images: AdminProductImage[] }) {
  const storedOrder = images.map((image) => image.id);
  const [order, setOrder] = useState(storedOrder);
  const [announcement, setAnnouncement] = useState('');
  const [orderState, setOrderState] = useState<AdminFormState>(initialAdminFormState);
  const [dragged, setDragged] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ id: string; direction: 'up' | 'down' } | null>(null);
  const [saving, setSaving] = useState(0);
  const confirmed = useRef(storedOrder);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const moveButtons = useMoveButtons();

  // The page's list is the truth whenever no save of ours is under way (a refusal reloads it).
  const storedKey = storedOrder.join(',');
  const [seenKey, setSeenKey] = useState(storedKey);
  if (seenKey !== storedKey && saving === 0) {
    setSeenKey(storedKey);
    setOrder(storedOrder);
  }
  useEffect(() => {
    confirmed.current = seenKey === '' ? [] : seenKey.split(',');
  }, [seenKey]);

  useEffect(() => {
    if (focusRequest) moveButtons.focus(focusRequest.id, focusRequest.direction);
  }, [focusRequest, order, moveButtons]);

  const byId = new Map(images.map((image) => [image.id, image]));
  const shown = order.map((id) => byId.get(id)).filter((image): image is AdminProductImage => image !== undefined);

  const saveOrder = (next: string[]) => {
    setSaving((count) => count + 1);
    queue.current = queue.current.then(async () => {
      const data = new FormData();
      data.set('product_id', productId);
      data.set('shown', confirmed.current.join(','));
      data.set('order', next.join(','));
      try {
        const answer = await reorderProductImagesAction(initialAdminFormState, data);
        if (answer.status === 'success') confirmed.current = next;
        else setOrder(confirmed.current);
        setOrderState(answer);
      } catch {
        setOrder(confirmed.current);
        setOrderState({ ...initialAdminFormState, status: 'error', message: 'The new order could not be saved: the connection failed. Please try again.' });
      } finally {
        setSaving((count) => count - 1);
      }
    });
  };

  const reorder = (next: string[], movedId: string) => {
    if (next.join(',') === order.join(',')) return;
    setOrder(next);
    const image = byId.get(movedId);
    setAnnouncement(`${image?.alt_text ?? 'Image'} moved to position ${next.indexOf(movedId) + 1} of ${next.length}.`);
    saveOrder(next);
  };

  const move = (id: string, direction: 'up' | 'down') => {
    reorder(movedOrder(order, id, direction), id);
    setFocusRequest({ id, direction });
  };

  const dropOn = (targetId: string) => {
    if (!dragged || dragged === targetId) return;
    const next = order.filter((id) => id !== dragged);
    next.splice(order.indexOf(targetId), 0, dragged);
    reorder(next, dragged);
    setDragged(null);
  };

  return (
    <div className="grid gap-6">
      <UploadForm productId={productId} />

      <section aria-labelledby="product-images-title" className="grid gap-3">
        <h2 id="product-images-title" className="font-display text-xl font-bold">
          Images of {productName}, in the order the product page shows them
        </h2>
        <p className="text-sm text-muted-foreground">
          Drag an image to a new place, or use Move up and Move down. The primary image is the one product cards, search and similar products show.
        </p>
        <p aria-live="polite" className="sr-only" data-testid="order-announcement">
          {announcement}
        </p>
        {saving > 0 ? (
          <p role="status" className="rounded-md border px-3 py-2 text-sm">
            Saving the new order…
          </p>
        ) : (
          <ActionOutcomeBox state={orderState} id="product-images-order" />
        )}
        {shown.length === 0 ? (
          <p className="rounded-md border border-dashed px-4 py-6 text-sm text-muted-foreground">No images yet: the product shows its artwork or a placeholder.</p>
        ) : (
          <ol className="grid gap-3" aria-label={`Images of ${productName}`}>
            {shown.map((image, position) => (
              <li
                key={image.id}
                draggable
                onDragStart={(event) => {
                  setDragged(image.id);
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', image.id);
                }}
                onDragOver={(event) => {
                  if (dragged) event.preventDefault();
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  dropOn(image.id);
                }}
                onDragEnd={() => setDragged(null)}
                data-image-id={image.id}
                className={cn('grid gap-3 rounded-lg border bg-card p-3 sm:grid-cols-[10rem_1fr]', dragged === image.id && 'opacity-50')}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- stored variants, already sized */}
                <img {...responsiveImage(image.image_url, THUMBNAIL_SIZES)} alt="" width={160} height={120} className="aspect-[4/3] w-40 cursor-grab rounded-md border bg-muted object-contain" />
                <div className="grid content-start gap-3">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                    <span>
                      Image {position + 1} of {shown.length}
                    </span>
                    {image.is_primary && <Badge variant="spark">Primary</Badge>}
                    {!image.uploaded && <span className="font-normal text-muted-foreground">(built-in artwork)</span>}
                  </p>
                  <ImageRow
                    productId={productId}
                    image={image}
                    shownOrder={order.join(',')}
                    isFirst={position === 0}
                    isLast={position === shown.length - 1}
                    onMove={move}
                    registerMoveButton={(direction, button) => moveButtons.register(image.id, direction, button)}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** One image's forms: alt text, Move up/down, Set as primary, Remove. */
function ImageRow({
  productId,
  image,
  shownOrder,
  isFirst,
  isLast,
  onMove,
  registerMoveButton,
}: {
  productId: string;
  image: AdminProductImage;
  shownOrder: string;
  isFirst: boolean;
  isLast: boolean;
  onMove: (id: string, direction: 'up' | 'down') => void;
  registerMoveButton: (direction: 'up' | 'down', button: HTMLButtonElement | null) => void;
}) {
  // Every image has these forms, each action once per image: the answers find their image by it.
  const anchor = `image-${image.id}`;
  const [altState, altAction, altPending] = usePageActionState(describeProductImage, initialAdminFormState, anchor);
  const [moveState, moveAction] = usePageActionState(moveProductImage, initialAdminFormState, anchor);
  const altId = `image-${image.id}-alt_text`;
  const altError = altState.fieldErrors.alt_text;
  const altForm = useRef<HTMLFormElement>(null);
  // Saved, the stored alt text is what the form holds again.
  useUnsavedChangesGuard(altForm, image.alt_text);
  const hidden = (
    <>
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="image_id" value={image.id} />
    </>
  );
  return (
    <div id={anchor} className="grid gap-3">
      <form ref={altForm} action={altAction} noValidate className="grid gap-2 sm:flex sm:items-end sm:gap-3">
        {hidden}
        <div className="grid min-w-0 flex-1 gap-2">
          <Label htmlFor={altId}>Alt text</Label>
          <Input
            key={altState.values.alt_text ?? image.alt_text}
            id={altId}
            name="alt_text"
            defaultValue={altState.values.alt_text ?? image.alt_text}
            maxLength={MEDIA_ALT_MAX}
            aria-invalid={altError ? true : undefined}
            aria-describedby={fieldMessagesIds(altId, { error: altError })}
          />
          <FieldMessages id={altId} error={altError} />
        </div>
        <Button type="submit" variant="outline" disabled={altPending}>
          Save alt text
        </Button>
      </form>
      {altState.status !== 'idle' && !altError && <ActionOutcomeBox state={altState} id={`image-${image.id}-alt`} />}
      <div className="flex flex-wrap gap-2">
        {(['up', 'down'] as const).map((direction) => (
          <form
            key={direction}
            action={moveAction}
            onSubmit={(event: FormEvent) => {
              // With JavaScript the order changes at once and is saved in the background.
              event.preventDefault();
              onMove(image.id, direction);
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
              disabled={direction === 'up' ? isFirst : isLast}
              aria-label={`Move ${direction}: ${image.alt_text}`}
            >
              <span className={direction === 'up' ? 'icon-arrow-up' : 'icon-arrow-down'} />
              Move {direction}
            </Button>
          </form>
        ))}
        {!image.is_primary && (
          <ImageActionButton action={setPrimaryProductImageAction} hidden={hidden} label="Set as primary" pendingLabel="Choosing…" accessibleName={`Set as primary: ${image.alt_text}`} anchor={anchor} />
        )}
        <ImageActionButton action={removeProductImageAction} hidden={hidden} label="Remove" pendingLabel="Removing…" accessibleName={`Remove: ${image.alt_text}`} anchor={anchor} destructive />
      </div>
      {moveState.status === 'error' && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {moveState.message}
        </p>
      )}
    </div>
  );
}

function ImageActionButton({
  action,
  hidden,
  label,
  pendingLabel,
  accessibleName,
  anchor,
  destructive = false,
}: {
  action: Action;
  hidden: ReactNode;
  /** The image's element: this image's answer, where every image has these buttons. */
  anchor: string;
  label: string;
  pendingLabel: string;
  accessibleName: string;
  destructive?: boolean;
}) {
  const [state, formAction, pending] = usePageActionState(action, initialAdminFormState, anchor);
  return (
    <form action={formAction} className="contents">
      {hidden}
      <Button type="submit" variant={destructive ? 'destructive' : 'outline'} size="sm" disabled={pending} aria-label={accessibleName}>
        {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {pending ? pendingLabel : label}
      </Button>
      {state.status === 'error' && (
        <p role="alert" className="basis-full text-sm font-medium text-destructive">
          {state.message}
        </p>
      )}
    </form>
  );
}

type Chosen = { file: File; alt: string; error?: string; altError?: string };

/**
 * Upload: one file and its alt text per post. Without JavaScript the form sends one pair; with it,
 * several files may be chosen, each with its own alt text, and are sent one after the other.
 */
function UploadForm({ productId }: { productId: string }) {
  const [state, formAction, pending] = usePageActionState(uploadProductImage, initialAdminFormState);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [hydrated, setHydrated] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [outcome, setOutcome] = useState<AdminFormState>(initialAdminFormState);
  const formRef = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const keptFile = useKeptFile(state, fileInput, 'image_file');
  useUnsavedChangesGuard(formRef);
  useEffect(() => setHydrated(true), []);

  const shownState = outcome.status !== 'idle' ? outcome : state;
  const fileError = shownState.fieldErrors.image_file ?? (shownState === state ? keptFile.chooseAgain : undefined);
  const altError = shownState.fieldErrors.alt_text;

  useEffect(() => {
    if (shownState.status === 'idle') return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [shownState]);

  const choose = (files: FileList | null) => {
    setOutcome(initialAdminFormState);
    setChosen(
      [...(files ?? [])].map((file) => ({ file, alt: '', error: file.size > MEDIA_MAX_BYTES ? mediaMessages.tooLarge : undefined })),
    );
  };

  const uploadAll = async (event: FormEvent<HTMLFormElement>) => {
    if (chosen.length < 2) return; // one file: the form posts as it would without JavaScript
    event.preventDefault();
    const checked: Chosen[] = chosen.map((item) => ({ ...item, altError: item.alt.trim() ? undefined : mediaMessages.altRequired }));
    setChosen(checked);
    if (checked.some((item) => item.error || item.altError)) {
      setOutcome({ ...initialAdminFormState, status: 'error', message: CHECK_FIELDS_MESSAGE });
      return;
    }
    setUploading(true);
    let uploaded = 0;
    const remaining = [...checked];
    try {
      while (remaining.length > 0) {
        const item = remaining[0];
        const data = new FormData();
        data.set('product_id', productId);
        data.set('image_file', item.file);
        data.set('alt_text', item.alt);
        const answer = await uploadProductImage(initialAdminFormState, data);
        if (answer.status !== 'success') {
          remaining[0] = { ...item, error: answer.fieldErrors.image_file, altError: answer.fieldErrors.alt_text };
          setChosen(remaining);
          setOutcome({ ...answer, message: uploaded > 0 ? `${productImageMessages.uploaded(uploaded)} ${answer.message}` : answer.message });
          return;
        }
        uploaded++;
        remaining.shift();
      }
      setChosen([]);
      if (fileInput.current) fileInput.current.value = '';
      setOutcome({ ...initialAdminFormState, status: 'success', message: productImageMessages.uploaded(uploaded) });
    } catch {
      setChosen(remaining);
      setOutcome({ ...initialAdminFormState, status: 'error', message: 'The upload stopped: the connection failed. Please try again.' });
    } finally {
      setUploading(false);
    }
  };

  const busy = pending || uploading;
  const several = chosen.length > 1;
  return (
    <section aria-labelledby="upload-title" className="grid gap-4 rounded-lg border border-border bg-card p-4 shadow-xs sm:p-6">
      <h2 id="upload-title" className="font-display text-xl font-bold">
        Upload images
      </h2>
      <form ref={formRef} action={formAction} onSubmit={uploadAll} noValidate className="grid gap-4">
        <input type="hidden" name="product_id" value={productId} />
        <div className="grid gap-2">
          <Label htmlFor="upload-image_file">{hydrated ? 'Images' : 'Image'}</Label>
          <Input
            ref={fileInput}
            id="upload-image_file"
            name="image_file"
            type="file"
            accept={MEDIA_ACCEPT}
            multiple={hydrated}
            onChange={(event) => {
              keptFile.remember(event.target.files?.length === 1 ? event.target.files[0] : null);
              choose(event.target.files);
            }}
            aria-invalid={fileError && !several ? true : undefined}
            aria-describedby={fieldMessagesIds('upload-image_file', { hint: 'hint', error: !several ? fileError : undefined })}
            className="h-auto py-2"
          />
          <FieldMessages id="upload-image_file" hint="JPEG, PNG or WebP, at most 10 MB each. Converted to WebP in the sizes the pages need." error={!several ? (fileError ?? chosen[0]?.error) : undefined} />
        </div>
        {several ? (
          <ul className="grid gap-3" aria-label="Chosen images">
            {chosen.map((item, index) => {
              const id = `upload-alt_text-${index}`;
              return (
                <li key={`${item.file.name}-${index}`} className="grid gap-2">
                  <Label htmlFor={id}>Alt text for {item.file.name}</Label>
                  <Input
                    id={id}
                    value={item.alt}
                    maxLength={MEDIA_ALT_MAX}
                    onChange={(event) => setChosen(chosen.map((other, at) => (at === index ? { ...other, alt: event.target.value, altError: undefined } : other)))}
                    aria-invalid={item.altError || item.error ? true : undefined}
                    aria-describedby={fieldMessagesIds(id, { error: item.altError ?? item.error })}
                  />
                  <FieldMessages id={id} error={item.altError ?? item.error} />
                </li>
              );
            })}
          </ul>
        ) : (
          <div className="grid gap-2">
            <Label htmlFor="upload-alt_text">Alt text</Label>
            <Input
              key={state.values.alt_text ?? ''}
              id="upload-alt_text"
              name="alt_text"
              defaultValue={state.values.alt_text}
              maxLength={MEDIA_ALT_MAX}
              aria-invalid={altError ? true : undefined}
              aria-describedby={fieldMessagesIds('upload-alt_text', { hint: 'hint', error: altError })}
            />
            <FieldMessages id="upload-alt_text" hint="Describe the image for people who cannot see it." error={altError} />
          </div>
        )}
        <ActionOutcomeBox state={shownState} id="upload" />
        <div>
          <Button type="submit" variant="accent" disabled={busy}>
            {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
            {busy ? 'Uploading…' : 'Upload'}
          </Button>
        </div>
      </form>
    </section>
  );
}
