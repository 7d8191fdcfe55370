import { useQuery } from '@tanstack/react-query';
import Form from 'react-bootstrap/Form';
import { publicDictionaryQuery, useSetPublicDictionary } from '../../api/lexicon';

/**
 * The console's switch of the public dictionary (ADR 058): when on, visitors browse and hear the
 * entries (and recordings) marked public at /words without an account; off, the dictionary is for
 * accounts only, as the spec has it.
 */
export function PublicDictionarySwitch() {
  const setting = useQuery(publicDictionaryQuery);
  const save = useSetPublicDictionary();
  const open = save.isPending ? save.variables : setting.data;
  return (
    <Form.Group className="mb-3" controlId="public-dictionary">
      <Form.Check
        type="switch"
        role="switch"
        label="Public dictionary: visitors may browse the public words at /words without an account"
        checked={open === true}
        disabled={setting.data === undefined || save.isPending}
        onChange={(event) => save.mutate(event.target.checked)}
      />
      <Form.Text>
        {setting.isError
          ? 'The setting could not be loaded. Please refresh the page.'
          : open
            ? 'On: anyone can look up and hear the entries marked public. Everything else still needs an account.'
            : 'Off: only learners and teachers with an account see the dictionary.'}
      </Form.Text>
      {save.isError && <div className="text-danger small">The setting could not be saved. Please try again.</div>}
    </Form.Group>
  );
}
