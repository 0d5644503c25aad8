import {
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  MessageOutlined,
  UnderlineOutlined,
} from '@ant-design/icons';
import { type Editor, EditorContent, mergeAttributes, Node, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Dropdown, Tooltip } from 'antd';
import { useEffect, useRef } from 'react';
import { FILES_PREFIX } from '../../core/api/design';
import { quoteToken } from '../../core/quotes';
import { ApiError } from '../../shell/api';
import { useT } from '../../shell/hooks';
import { uploadFiles, uploadRefusal } from '../api/workspace';
import { htmlHasImage, isEmptyHtml, PASTE_UPLOAD_TYPES, sanitizeHtml } from './richText';

/** An inline image: how uploaded pictures sit in a title. StarterKit has none, and only uploads insert one. */
const InlineImage = Node.create({
  name: 'image',
  inline: true,
  group: 'inline',
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
});

export type TitleEditorProps = {
  /** Sanitised HTML. */
  value: string;
  onChange: (html: string) => void;
  surveyId: string;
  /** Accessible name of the editing area. */
  label: string;
  invalid?: boolean;
  disabled?: boolean;
  testId?: string;
  /** Single-line titles keep Enter for nothing; longer texts (welcome, end) allow paragraphs. */
  multiline?: boolean;
  /**
   * Questions whose answer a question title may quote (the earlier ones): the toolbar's "quote an answer"
   * inserts the token the runner replaces by that answer (src/core/quotes.ts). Absent: no such button.
   */
  quotable?: readonly { id: string; label: string }[];
};

/**
 * The rich-text editor of titles and texts (Tiptap). Its output is sanitised by DOMPurify. Pasting images
 * is refused with the spec's message; image files on the clipboard (gif, jpeg, png, bmp) are uploaded with
 * uploadFile and inserted instead (spec 1 §5). Family editors reuse it for their own rich texts.
 */
export function TitleEditor(props: TitleEditorProps) {
  const t = useT();
  const { message, modal } = App.useApp();
  const onChangeRef = useRef(props.onChange);
  onChangeRef.current = props.onChange;
  const editorRef = useRef<Editor | null>(null);

  const insertUploads = async (files: File[]) => {
    for (const file of files) {
      const refusal = uploadRefusal(file);
      if (refusal) {
        message.error(t(refusal));
        return;
      }
    }
    try {
      const uploaded = await uploadFiles(props.surveyId, files);
      const editor = editorRef.current;
      if (!editor) return;
      const chain = editor.chain().focus();
      for (const file of uploaded) {
        chain.insertContent({
          type: 'image',
          attrs: { src: `${FILES_PREFIX}${file.filePath}`, alt: file.fileName },
        });
      }
      chain.run();
    } catch (cause) {
      // Upload failure: "upload failed", titled "upload result" (spec 1 §8); the server's reason when it gave one.
      const text = cause instanceof ApiError && cause.kind === 'server' && cause.message ? cause.message : '';
      modal.error({ title: t('designer.rte.uploadResult'), content: text || t('designer.rte.uploadFailed') });
    }
  };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: false, codeBlock: false, horizontalRule: false }),
      InlineImage,
    ],
    content: props.value,
    editable: !props.disabled,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: 'wd-rte__content',
        role: 'textbox',
        'aria-label': props.label,
        'aria-multiline': props.multiline ? 'true' : 'false',
        ...(props.invalid ? { 'aria-invalid': 'true' } : {}),
        ...(props.testId ? { 'data-testid': props.testId } : {}),
      },
      handlePaste(_view, event) {
        const files = Array.from(event.clipboardData?.files ?? []);
        const images = files.filter((file) => PASTE_UPLOAD_TYPES.includes(file.type));
        if (images.length > 0) {
          event.preventDefault();
          void insertUploads(images);
          return true;
        }
        const html = event.clipboardData?.getData('text/html') ?? '';
        if (files.length > 0 || htmlHasImage(html)) {
          event.preventDefault();
          message.warning(t('designer.rte.noImagePaste'));
          return true;
        }
        return false;
      },
      handleDrop(_view, event) {
        const files = Array.from((event as DragEvent).dataTransfer?.files ?? []);
        if (files.length === 0) return false;
        event.preventDefault();
        message.warning(t('designer.rte.noImagePaste'));
        return true;
      },
    },
    // An emptied editor still holds `<p></p>`: it is sent as an empty title, which the rules refuse.
    onUpdate: ({ editor: current }) => {
      const html = sanitizeHtml(current.getHTML());
      onChangeRef.current(isEmptyHtml(html) ? '' : html);
    },
  });
  editorRef.current = editor;

  useEffect(() => {
    editor?.setEditable(!props.disabled);
  }, [editor, props.disabled]);

  return (
    <div className={`wd-rte${props.invalid ? ' wd-rte--invalid' : ''}`}>
      <Toolbar editor={editor} disabled={props.disabled} quotable={props.quotable} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({
  editor,
  disabled,
  quotable,
}: {
  editor: Editor | null;
  disabled?: boolean | undefined;
  quotable?: TitleEditorProps['quotable'];
}) {
  const t = useT();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      underline: current?.isActive('underline') ?? false,
    }),
  });
  if (!editor) return null;
  const tool = (
    key: 'bold' | 'italic' | 'underline',
    icon: React.ReactNode,
    label: string,
    run: () => void,
  ) => (
    <Tooltip title={label} key={key}>
      <Button
        type={state?.[key] ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={state?.[key] ?? false}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  return (
    <div className="wd-rte__bar" role="toolbar">
      {tool('bold', <BoldOutlined />, t('designer.rte.bold'), () =>
        editor.chain().focus().toggleBold().run(),
      )}
      {tool('italic', <ItalicOutlined />, t('designer.rte.italic'), () =>
        editor.chain().focus().toggleItalic().run(),
      )}
      {tool('underline', <UnderlineOutlined />, t('designer.rte.underline'), () =>
        editor.chain().focus().toggleUnderline().run(),
      )}
      <Tooltip title={t('designer.rte.clear')}>
        <Button
          type="text"
          size="small"
          icon={<ClearOutlined />}
          aria-label={t('designer.rte.clear')}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => editor.chain().focus().unsetAllMarks().run()}
        />
      </Tooltip>
      {quotable ? (
        <Dropdown
          trigger={['click']}
          disabled={disabled || quotable.length === 0}
          menu={{
            items: [
              {
                key: 'pick',
                type: 'group',
                label: t('quotes.title.pick'),
                children: quotable.map((item) => ({ key: item.id, label: item.label })),
              },
            ],
            onClick: ({ key }) => editor.chain().focus().insertContent(quoteToken(key)).run(),
          }}
        >
          <Tooltip title={quotable.length === 0 ? t('quotes.title.noSource') : t('quotes.title.pick')}>
            <Button
              type="text"
              size="small"
              icon={<MessageOutlined />}
              disabled={disabled || quotable.length === 0}
              onMouseDown={(event) => event.preventDefault()}
              data-testid="quote-answer"
            >
              {t('quotes.title.button')}
            </Button>
          </Tooltip>
        </Dropdown>
      ) : null}
    </div>
  );
}
