import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, SimpleForm, testDataProvider } from 'react-admin';
import { ReferenceChoiceInput } from './ReferenceChoiceInput';

const authors = [
  { id: 1, name: 'Lea Goldberg' },
  { id: 2, name: 'Natan Alterman' },
];

describe('a reference input', () => {
  it('shows its chosen record at once, and asks for its choices only when it is opened', async () => {
    const getList = vi.fn().mockResolvedValue({ data: authors, total: 2 });
    const getMany = vi.fn().mockResolvedValue({ data: [authors[1]] });
    render(
      <AdminContext dataProvider={testDataProvider({ getList, getMany })}>
        <SimpleForm record={{ id: 9, author_id: 2 }} toolbar={false}>
          <ReferenceChoiceInput
            source="author_id"
            reference="authors"
            sort={{ field: 'name', order: 'ASC' }}
            optionText="name"
          />
        </SimpleForm>
      </AdminContext>,
    );
    const input = await screen.findByRole('combobox');
    await vi.waitFor(() => expect(input).toHaveValue('Natan Alterman'));
    expect(getList).not.toHaveBeenCalled();

    fireEvent.mouseDown(input);
    expect(await screen.findByRole('option', { name: 'Lea Goldberg' })).toBeInTheDocument();
    expect(getList).toHaveBeenCalledTimes(1);
    expect(getList.mock.calls[0][1]).toMatchObject({ sort: { field: 'name', order: 'ASC' } });
  });
});
