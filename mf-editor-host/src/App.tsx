import { FormattedMessage } from 'react-intl';
import { RouteLink } from '@ph/remote-kit';

/** Entry screen of the box design editor. */
export function App() {
  return (
    <section aria-labelledby="ed-title">
      <h1 id="ed-title">
        <FormattedMessage id="editor.title" defaultMessage="Design your box" />
      </h1>
      <p>
        <FormattedMessage
          id="editor.intro"
          defaultMessage="Add your artwork to every side of the box and see it in 3D before you order."
        />
      </p>
      <RouteLink to="productSelect">
        <FormattedMessage id="editor.chooseProduct" defaultMessage="Choose a product first" />
      </RouteLink>
    </section>
  );
}
