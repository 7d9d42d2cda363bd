import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { catalogueInstance } from '../../test-support/catalogue-instance';
import { renderHtml, renderText } from '../../test-support/render-text';
import { DialogFormFooter } from './ui';

const footer = (mutation: { error: Error | null; isPending: boolean }) => h(DialogFormFooter, { mutation, submitLabel: 'Save plan', onCancel: () => {} });

describe('an operator dialog’s form footer', () => {
  it('offers Cancel and the form’s own submit button, and no alert before a try failed', async () => {
    const html = renderHtml(footer({ error: null, isPending: false }), await catalogueInstance('en'));
    expect(renderText(footer({ error: null, isPending: false }), await catalogueInstance('en'))).toBe('Cancel Save plan');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>[\s\S]*Save plan/);
    expect(html).not.toContain('role="alert"');
  });

  it('says why the last try failed, as an alert', async () => {
    const html = renderHtml(footer({ error: new Error('A plan with this name exists.'), isPending: false }), await catalogueInstance('en'));
    expect(html).toMatch(/role="alert"[\s\S]*A plan with this name exists\./);
  });

  it('shows the submit button busy while the request runs', async () => {
    const html = renderHtml(footer({ error: null, isPending: true }), await catalogueInstance('en'));
    const submit = html.match(/<button[^>]*type="submit"[^>]*>/)?.[0];
    expect(submit).toContain('data-loading="true"');
    expect(submit).toContain('disabled');
  });
});
