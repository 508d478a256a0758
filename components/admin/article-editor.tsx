'use client';

import { startTransition, useActionState, useEffect, useRef, useState, type ReactNode } from 'react';
import { usePageActionState } from '@/components/admin/use-page-action-state';
import { Loader2 } from 'lucide-react';
import { ActionOutcome } from '@/components/admin/action-form';
import { EditorRow, SaveButton, SelectOptions } from '@/components/admin/editor-parts';
import { useFocusAfterAnswer } from '@/components/admin/use-focus-after-answer';
import { useKeptFile } from '@/components/admin/use-kept-file';
import { useUnsavedChangesGuard } from '@/components/admin/use-unsaved-changes';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { initialAdminFormState, type AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { slugFromTitle } from '@/lib/domain/news';
import { MEDIA_ACCEPT, MEDIA_ALT_MAX, MEDIA_MAX_BYTES, mediaMessages } from '@/lib/schemas/media';
import { ARTICLE_ID_MAX, categoryOptions, publicationOptions } from '@/lib/schemas/news';

// The article form: fields named after news_articles' columns, a Markdown editor whose preview is
// rendered on the server by the public article page's own renderer (the page hands in that
// action, app/(admin)/admin/news/preview-action.tsx), and the cover image. It posts with or
// without JavaScript and keeps what was typed when the save is refused, the chosen cover image too
// (without JavaScript the field asks for it again: a browser cannot refill one).

export type ArticlePreview = { status: 'idle' | 'success' | 'error'; message: string; preview?: ReactNode };

export type ArticleEditorProps = {
  action: (state: AdminFormState, formData: FormData) => Promise<AdminFormState>;
  /** Renders a Markdown body (form field `content`) as the public article page does. */
  previewAction: (state: ArticlePreview, formData: FormData) => Promise<ArticlePreview>;
  mode: 'create' | 'edit';
  /** The stored article's values (edit) or the defaults of a new one. */
  values: Record<string, string>;
  /**
   * The article is not on the site (new, a draft, scheduled): publishing it with a date that has
   * passed dates it the moment it goes live, and a box offers to keep the date instead.
   */
  offerKeepDate: boolean;
  /** The cover as stored, shown above its controls. */
  cover: { url: string; alt: string } | null;
  /** The stored body, rendered on the server, until the editor types. */
  initialPreview: ReactNode;
};

const PREVIEW_DELAY_MS = 400;

export function ArticleEditor({ action, previewAction: renderPreview, mode, values, offerKeepDate, cover, initialPreview }: ArticleEditorProps) {
  const [state, formAction, pending] = usePageActionState(action, initialAdminFormState as AdminFormState);
  const [preview, previewAction, previewPending] = useActionState(renderPreview, { status: 'idle', message: '' } as ArticlePreview);
  const [fileError, setFileError] = useState<string | null>(null);
  const [idTouched, setIdTouched] = useState(mode === 'edit');
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const idRef = useRef<HTMLInputElement>(null);
  const previewTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const fileRef = useRef<HTMLInputElement>(null);
  const keptFile = useKeptFile(state, fileRef, 'image_file');

  useFocusAfterAnswer(state, formRef, messageRef);
  useUnsavedChangesGuard(formRef);
  useEffect(() => () => clearTimeout(previewTimer.current), []);

  const valueOf = (name: string) => state.values[name] ?? values[name] ?? '';
  const errorOf = (name: string) => (name === 'image_file' ? (fileError ?? state.fieldErrors[name] ?? keptFile.chooseAgain) : state.fieldErrors[name]);
  const field = (name: string) => {
    const error = errorOf(name);
    const describedBy = [error ? `article-${name}-error` : null, hints[name] ? `article-${name}-hint` : null].filter(Boolean).join(' ') || undefined;
    return { id: `article-${name}`, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  };
  // Inputs start from the answer's values: a refused save refills them.
  const key = JSON.stringify(state.values);

  const schedulePreview = (content: string) => {
    clearTimeout(previewTimer.current);
    previewTimer.current = setTimeout(() => {
      const data = new FormData();
      data.set('content', content);
      startTransition(() => previewAction(data));
    }, PREVIEW_DELAY_MS);
  };

  const checkFile = (file: File | undefined) => {
    if (!file) return setFileError(null);
    if (file.size > MEDIA_MAX_BYTES) return setFileError(mediaMessages.tooLarge);
    setFileError(null); // The type is read from the bytes on the server.
  };

  return (
    <form ref={formRef} action={formAction} noValidate className="grid gap-6" aria-describedby={state.message ? 'article-message' : undefined}>
      {mode === 'edit' && (
        <>
          <input type="hidden" name="id" value={values.id} />
          <input type="hidden" name="version" value={values.version} />
        </>
      )}
      <div className="grid gap-4 rounded-lg border border-border bg-card p-4 shadow-xs sm:grid-cols-2 sm:p-6">
        <Row name="title" label="Title" error={errorOf('title')} wide>
          <Input
            key={key}
            {...field('title')}
            defaultValue={valueOf('title')}
            maxLength={200}
            onChange={(event) => {
              if (!idTouched && idRef.current) idRef.current.value = slugFromTitle(event.target.value);
            }}
          />
        </Row>
        {mode === 'create' ? (
          <Row name="id" label="Address (/news/…)" error={errorOf('id')}>
            <Input key={key} ref={idRef} {...field('id')} defaultValue={valueOf('id')} maxLength={ARTICLE_ID_MAX} spellCheck={false} autoCapitalize="none" onChange={() => setIdTouched(true)} />
          </Row>
        ) : (
          <div className="grid content-start gap-2">
            <span className="text-sm font-medium">Address</span>
            <a href={`/news/${values.id}`} className="text-sm break-all underline underline-offset-2">
              /news/{values.id}
            </a>
          </div>
        )}
        <Row name="author" label="Author" error={errorOf('author')}>
          <Input key={key} {...field('author')} defaultValue={valueOf('author')} maxLength={100} autoComplete="name" />
        </Row>
        <Row name="category" label="Category" error={errorOf('category')}>
          <NativeSelect key={key} {...field('category')} defaultValue={valueOf('category')}>
            {!valueOf('category') && <option value="">Choose…</option>}
            <SelectOptions options={categoryOptions} />
          </NativeSelect>
        </Row>
        <Row name="excerpt" label="Excerpt" error={errorOf('excerpt')} wide>
          <Textarea key={key} {...field('excerpt')} defaultValue={valueOf('excerpt')} maxLength={400} rows={2} />
        </Row>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Row name="content" label="Article (Markdown)" error={errorOf('content')}>
          <Textarea key={key} {...field('content')} defaultValue={valueOf('content')} rows={18} className="font-mono text-sm" onChange={(event) => schedulePreview(event.target.value)} />
        </Row>
        <div className="grid content-start gap-2">
          <h2 id="article-preview-title" className="flex items-center gap-2 text-sm font-medium">
            Preview, as the article page shows it
            {previewPending && <Loader2 className="size-4 animate-spin" aria-label="Updating the preview" />}
          </h2>
          {/* It scrolls: focusable, so a keyboard can scroll it too. */}
          <div
            role="region"
            aria-labelledby="article-preview-title"
            tabIndex={0}
            className="max-h-[36rem] min-h-24 overflow-y-auto rounded-md border border-border bg-background px-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            data-testid="article-preview"
          >
            {preview.status === 'idle' ? initialPreview : preview.preview}
          </div>
          {preview.status === 'error' && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {preview.message}
            </p>
          )}
        </div>
      </div>

      <fieldset className="grid gap-4 rounded-lg border border-border bg-card p-4 shadow-xs sm:grid-cols-2 sm:p-6">
        <legend className="px-1 font-display text-lg font-bold">Cover image</legend>
        {cover && (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={cover.url} alt={cover.alt} className="aspect-[16/9] w-full rounded-md border object-cover sm:col-span-2 sm:max-w-md" />
        )}
        <Row name="image_file" label={cover ? 'Replace with a new image' : 'Image'} error={errorOf('image_file')}>
          <Input
            ref={fileRef}
            {...field('image_file')}
            type="file"
            accept={MEDIA_ACCEPT}
            onChange={(event) => {
              keptFile.remember(event.target.files?.[0]);
              checkFile(event.target.files?.[0]);
            }}
            className="h-auto py-2"
          />
        </Row>
        <Row name="image_alt" label="Alt text" error={errorOf('image_alt')}>
          <Input key={key} {...field('image_alt')} defaultValue={valueOf('image_alt')} maxLength={MEDIA_ALT_MAX} />
        </Row>
        {cover && (
          <div className="flex items-center gap-3 sm:col-span-2">
            <Checkbox key={key} id="article-remove_image" name="remove_image" defaultChecked={valueOf('remove_image') === 'on'} />
            <Label htmlFor="article-remove_image">Remove the cover image</Label>
          </div>
        )}
      </fieldset>

      <fieldset className="grid gap-4 rounded-lg border border-border bg-card p-4 shadow-xs sm:grid-cols-2 sm:p-6">
        <legend className="px-1 font-display text-lg font-bold">Publication</legend>
        <Row name="published_at" label="Date and time (IST)" error={errorOf('published_at')}>
          <Input key={key} {...field('published_at')} type="datetime-local" step={1} defaultValue={valueOf('published_at')} />
        </Row>
        <Row name="is_published" label="Status" error={errorOf('is_published')}>
          <NativeSelect key={key} {...field('is_published')} defaultValue={valueOf('is_published')}>
            <SelectOptions options={publicationOptions} />
          </NativeSelect>
        </Row>
        {offerKeepDate && (
          <div className="flex items-start gap-3 sm:col-span-2">
            <Checkbox key={key} id="article-keep_date" name="keep_date" defaultChecked={valueOf('keep_date') === 'on'} aria-describedby="article-keep_date-hint" className="mt-0.5" />
            <div className="grid gap-1">
              <Label htmlFor="article-keep_date">Keep the date above if it has passed (backdate the article)</Label>
              <p id="article-keep_date-hint" className="text-sm text-muted-foreground">
                Unticked, publishing dates the article the moment it goes on the site, so it shows first on /news. A date still ahead schedules it either way.
              </p>
            </div>
          </div>
        )}
      </fieldset>

      <ActionOutcome id="article-message" state={state} messageRef={messageRef} />
      <SaveButton pending={pending} label={mode === 'create' ? 'Create article' : 'Save article'} />
    </form>
  );
}

const hints: Record<string, string> = {
  id: 'Made from the title; lower-case letters, digits and hyphens. It cannot change once the article exists.',
  content: 'Headings (#), bold (**text**), lists (- or 1.), links [text](https://…) and images ![alt](url).',
  image_file: 'JPEG, PNG or WebP, at most 10 MB. It is converted to WebP in the sizes the pages need.',
  image_alt: 'What the image shows, for people who cannot see it. Required with an image.',
  published_at: 'Published with a time still ahead, the article appears on the site at that time. An article not yet on the site that is published with a time already passed goes on at once, dated that moment.',
};

function Row({ name, ...props }: { name: string; label: string; error?: string; wide?: boolean; children: ReactNode }) {
  return <EditorRow id={`article-${name}`} hint={hints[name]} {...props} />;
}
