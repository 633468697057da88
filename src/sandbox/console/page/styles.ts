import { css } from 'lit';

/**
 * The console's look, shared by its screens: system fonts, light and dark, readable at 390 px (tables
 * scroll sideways in their own box), a visible focus ring, and logical properties for right-to-left.
 */
export const consoleStyles = css`
  :host {
    display: block;
    color: var(--rkc-text);
    font:
      15px/1.5 system-ui,
      sans-serif;
    --rkc-text: #1b1f24;
    --rkc-muted: #57606a;
    --rkc-line: #d0d7de;
    --rkc-surface: #ffffff;
    --rkc-raised: #f6f8fa;
    --rkc-accent: #0b5cad;
    --rkc-danger: #b3261e;
    --rkc-good: #1a7f37;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --rkc-text: #e6edf3;
      --rkc-muted: #9da7b1;
      --rkc-line: #3d444d;
      --rkc-surface: #0d1117;
      --rkc-raised: #161b22;
      --rkc-accent: #6cb6ff;
      --rkc-danger: #ff938a;
      --rkc-good: #56d364;
    }
  }
  h2 {
    font-size: 1.35rem;
    margin: 0 0 0.75rem;
  }
  h3 {
    font-size: 1.05rem;
    margin: 1.5rem 0 0.5rem;
  }
  h2:focus,
  h3:focus {
    outline: none;
  }
  a {
    color: var(--rkc-accent);
  }
  :focus-visible {
    outline: 3px solid var(--rkc-accent);
    outline-offset: 2px;
  }
  form,
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    align-items: end;
    margin-block-end: 1rem;
  }
  label {
    display: flex;
    flex-direction: column;
    gap: 0.2rem;
    font-size: 0.85rem;
    color: var(--rkc-muted);
  }
  input,
  select {
    font: inherit;
    color: var(--rkc-text);
    background: var(--rkc-surface);
    border: 1px solid var(--rkc-line);
    border-radius: 6px;
    padding: 0.4rem 0.55rem;
    min-inline-size: 9rem;
  }
  button {
    font: inherit;
    color: #fff;
    background: var(--rkc-accent);
    border: 1px solid transparent;
    border-radius: 6px;
    padding: 0.4rem 0.9rem;
    cursor: pointer;
  }
  @media (prefers-color-scheme: dark) {
    button {
      color: #0d1117;
    }
  }
  button.secondary {
    color: var(--rkc-accent);
    background: transparent;
    border-color: var(--rkc-line);
  }
  button[disabled] {
    opacity: 0.6;
    cursor: progress;
  }
  .table {
    overflow-x: auto;
    border: 1px solid var(--rkc-line);
    border-radius: 8px;
    margin-block-end: 1rem;
  }
  table {
    border-collapse: collapse;
    inline-size: 100%;
    font-size: 0.9rem;
  }
  th,
  td {
    text-align: start;
    padding: 0.45rem 0.6rem;
    border-block-end: 1px solid var(--rkc-line);
    vertical-align: top;
  }
  th {
    background: var(--rkc-raised);
    font-weight: 600;
    white-space: nowrap;
  }
  td.mono {
    white-space: nowrap;
  }
  tr:last-child td {
    border-block-end: none;
  }
  code,
  .mono {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: 0.85em;
    overflow-wrap: anywhere;
  }
  pre {
    background: var(--rkc-raised);
    border: 1px solid var(--rkc-line);
    border-radius: 6px;
    padding: 0.5rem;
    overflow-x: auto;
    max-block-size: 18rem;
    font-size: 0.8rem;
  }
  .muted {
    color: var(--rkc-muted);
  }
  .error {
    color: var(--rkc-danger);
  }
  .good {
    color: var(--rkc-good);
  }
  .card {
    background: var(--rkc-raised);
    border: 1px solid var(--rkc-line);
    border-radius: 8px;
    padding: 0.75rem 1rem;
    margin-block-end: 1rem;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25rem 1rem;
    margin: 0;
  }
  dt {
    color: var(--rkc-muted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ol.timeline {
    padding-inline-start: 1.2rem;
  }
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
