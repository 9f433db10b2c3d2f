"""The local sandbox: a reference server of the whole Material Reuse Service interface.

FastAPI + uvicorn + SQLite, served on a loopback port for demos, training and tests. It is an
independent reading of the interface description, so it imports nothing from the client; the
assumptions both share (value lists, limits) are data files in `resources/interface/`. Each
request form is declared once (`forms.py`, `resources.py` for the answers): the checks and the
OpenAPI description are derived from those declarations.

Choices for what the interface leaves "not shown" (they follow the design's interface
assumptions):

- Tokens: `POST /token`, form-encoded, grants `client_credentials` and `password`; see
  `credentials.py` for the fixed demo clients and user.
- `itemDetails.attachment.imageData` and `.attachedData` are typed as strings in the product
  response. The sandbox fills each with the JSON text of an array of `{"id", "name", "url"}` of
  the product's images (resp. files), `"[]"` when there are none. A client reads it to see which
  images a product already has, e.g. to upload each image exactly once after a lost answer.
  Images and files are added with `POST /products/{id}/images|files` and `{name, data}` (base64);
  a string sent back in these members on update is ignored.
- The `public` filter (`?public=1`) keeps products whose `statusCode` is "Beschikbaar" or
  "Te koop" and whose project, if any, is not `prive`; `public=0` does not filter.
- Archived products leave every list; updating, archiving or attaching to them answers 404.
- Numbers sent as numbers come back as strings with the decimal text as sent ("12.50").
- `websiteURI` is always a string in an answer: the address sent, or the product's own page.
- Media bytes are served without a token at the `url` of each image or file.
"""

from app.sandbox.server import SandboxServer

__all__ = ["SandboxServer"]
