"""The service client: one method per operation of the interface, over one `httpx.AsyncClient`.

Every failure leaves as a `ServiceError`. Reads (GET) are retried once when a
connection breaks; writes never are, because the service has no idempotency key:
the sync engine decides, after reconciling, whether to send a write again.

Every 2xx is success. Where the interface shows no body (archive, uploads, deletes,
the subscription test), a body is read only for what the program needs; a success
without the id a create or upload must name is `AcceptedWithoutId`, settled like a
lost answer, never a refusal. An answer's id is checked before anything is based on it:
a create's or upload's must be one its kind can have (`app.api.ids`; else `UnusableId`),
an update's must be the record's own (else `AnsweredForAnother`).
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
import time
from collections.abc import AsyncGenerator
from collections.abc import Callable
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from typing import Any
from typing import Final
from typing import Literal
from typing import TypeVar
from urllib.parse import quote

import httpx
import orjson
from pydantic import BaseModel

from app import APP_NAME
from app import __version__
from app.api.attachments import UploadedAttachment
from app.api.attachments import upload_body
from app.api.auth import AccessToken
from app.api.auth import BearerAuth
from app.api.bounds import ANSWER_BYTES
from app.api.bounds import ERROR_BODY_BYTES
from app.api.bounds import LIST_PAGE_BYTES
from app.api.environments import EnvironmentProfile
from app.api.environments import secret_key
from app.api.errors import AcceptedWithoutId
from app.api.errors import AnsweredForAnother
from app.api.errors import AnswerTooLarge
from app.api.errors import MalformedResponse
from app.api.errors import RequestRejected
from app.api.errors import ServiceError
from app.api.errors import UnusableId
from app.api.fields import RecordId
from app.api.fields import parse_model
from app.api.http import TIMEOUT
from app.api.http import http_client
from app.api.ids import IdForm
from app.api.ids import answered
from app.api.ids import server_id
from app.api.notices import Notice
from app.api.pagination import ListAnswer
from app.api.pagination import Page
from app.api.pagination import PageWalk
from app.api.pagination import list_query
from app.api.products import ProductRequest
from app.api.products import ProductResponse
from app.api.projects import ProjectRequest
from app.api.secrets import MemorySecretStore
from app.api.secrets import SecretStore
from app.api.subscriptions import Subscription
from app.api.subscriptions import SubscriptionCreate
from app.api.subscriptions import SubscriptionList
from app.api.subscriptions import SubscriptionTestResult
from app.api.transport import bounded_by_length
from app.api.transport import decode_json
from app.api.transport import error_for_exception
from app.api.transport import error_for_status
from app.api.transport import let_go_of_stream
from app.api.transport import read_answer
from app.api.transport import read_capped

log = logging.getLogger(__name__)

USER_AGENT: Final = f"{APP_NAME.replace(' ', '')}/{__version__} httpx/{httpx.__version__}"
DEFAULT_DEADLINE: Final = 60.0
UPLOAD_DEADLINE: Final = 300.0
DEFAULT_PER_PAGE: Final = 100
UI_PER_PAGE: Final = 50
MAX_REDIRECTS: Final = 5

ModelT = TypeVar("ModelT", bound=BaseModel)
# A download from another address than the service's carries no token.
_NO_AUTH = httpx.Auth()
ListPath = Literal["products", "projects"]
Folder = Literal["images", "files"]

_TRANSPORT_ERRORS = (httpx.HTTPError, httpx.InvalidURL, httpx.StreamError, TimeoutError, OSError)
_RETRY_ONCE = (httpx.ConnectError, httpx.ReadError, httpx.RemoteProtocolError)


@dataclass(frozen=True, slots=True)
class Credentials:
    """What a process of the program's own needs to talk to the same environment as the
    same account (`ServiceClient.of_credentials`). Handed to it over a pipe, never written
    anywhere; its secret is never shown."""

    profile: EnvironmentProfile
    secret: str = field(repr=False)


@dataclass(frozen=True, slots=True)
class ConnectionCheck:
    """The outcome of `test_connection`, as a notice for the environment settings screen."""

    ok: bool
    notice: Notice
    can_write: bool | None = None
    error: ServiceError | None = None


class ServiceClient:
    """Talks to one environment as one account.

    Use as `async with ServiceClient(profile, secrets) as client: ...`, or call
    `aclose()`. Pass `http` to share or instrument an `httpx.AsyncClient`; it is
    then left open.
    """

    def __init__(
        self,
        profile: EnvironmentProfile,
        secrets: SecretStore,
        *,
        http: httpx.AsyncClient | None = None,
        timeout: httpx.Timeout = TIMEOUT,
        deadline: float = DEFAULT_DEADLINE,
        upload_deadline: float = UPLOAD_DEADLINE,
        per_page: int = DEFAULT_PER_PAGE,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.profile = profile
        self._owns_http = http is None
        self._http = http or http_client(
            profile.base_url,
            headers={"User-Agent": USER_AGENT, "Accept": "application/json"},
            timeout=timeout,
        )
        self._deadline = deadline
        self._upload_deadline = upload_deadline
        self._per_page = per_page
        self._base = httpx.URL(profile.base_url + "/")
        # Joining parses the address again (a tenth of a millisecond); a sync sends
        # thousands of requests to a handful of paths.
        self._join = functools.lru_cache(maxsize=512)(self._base.join)
        self._auth = BearerAuth(profile, secrets, self._http, deadline=deadline, clock=clock)

    @classmethod
    def of_credentials(cls, credentials: Credentials) -> ServiceClient:
        """A client of the account `credentials` name (handed over by `credentials`)."""
        secrets = MemorySecretStore({secret_key(credentials.profile): credentials.secret})
        return cls(credentials.profile, secrets)

    async def credentials(self) -> Credentials | None:
        """This client's account, for a process of the program's own to talk as it does;
        None when its requests go through an `httpx` client handed in (instrumented,
        shared), which no other process could use. Raises as a token request would when
        the secret is missing."""
        if not self._owns_http:
            return None
        return Credentials(self.profile, await self._auth.secret())

    async def __aenter__(self) -> ServiceClient:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        if self._owns_http:
            await self._http.aclose()

    # --- plumbing -------------------------------------------------------------------------

    def _url(self, target: str) -> httpx.URL:
        if not target.startswith(("http://", "https://")):
            return self._join(target.lstrip("/"))
        try:
            url = httpx.URL(target)
        except httpx.InvalidURL as exc:
            raise MalformedResponse("links.next", f"not an address: {exc}") from None
        if (url.scheme, url.netloc) != (self._base.scheme, self._base.netloc):
            # Never send the bearer token to a server a response pointed at.
            raise MalformedResponse("links.next", f"points to another server: {url.host}")
        return url

    async def _send(
        self,
        method: str,
        target: str,
        *,
        body: bytes | None = None,
        params: Mapping[str, str | int] | None = None,
        idempotent: bool | None = None,
        deadline: float | None = None,
        limit: int = ANSWER_BYTES,
    ) -> httpx.Response:
        """The answer, its body read streamed: more than `limit` bytes of a success end the
        read (`AnswerTooLarge`), an error's body is cut at `ERROR_BODY_BYTES`."""
        safe = method in ("GET", "HEAD", "DELETE") if idempotent is None else idempotent
        url = self._url(target)
        headers = {"User-Agent": USER_AGENT, "Accept": "application/json"}
        if body is not None:
            headers["Content-Type"] = "application/json"
        what = f"{method} {url.path}"
        attempts = 2 if method == "GET" else 1
        for attempt in range(1, attempts + 1):
            started = time.monotonic()
            try:
                async with asyncio.timeout(deadline or self._deadline):
                    request = self._http.build_request(
                        method,
                        url,
                        content=body,
                        # An empty mapping would wipe the query of an absolute `links.next`.
                        params=params or None,
                        headers=headers,
                    )
                    response = await self._http.send(request, auth=self._auth, stream=True)
                    content: bytes | None = None
                    try:
                        ok = response.is_success
                        if ok and bounded_by_length(response, limit):
                            await response.aread()  # the usual answer: read as it is
                        else:
                            content = await read_capped(
                                response,
                                limit if ok else ERROR_BODY_BYTES,
                                cut=not ok,
                                too_large=AnswerTooLarge,
                            )
                    finally:
                        await response.aclose()
                        let_go_of_stream(response)
                    if content is not None:
                        response = read_answer(response, content, request)
            except ServiceError:
                raise
            except _TRANSPORT_ERRORS as exc:
                if attempt < attempts and isinstance(exc, _RETRY_ONCE):
                    log.info("%s: %s, trying once more", what, type(exc).__name__)
                    continue
                error = error_for_exception(exc, idempotent=safe, what=what)
                log.warning("%s failed: %s", what, error.detail)
                raise error from None
            break
        log.debug(
            "%s -> %d (%.0f ms)", what, response.status_code, (time.monotonic() - started) * 1000
        )
        if not response.is_success:
            error = error_for_status(response, idempotent=safe)
            log.info("%s -> %d: %s", what, response.status_code, error.detail or error.code)
            raise error
        return response

    async def _create(
        self,
        target: str,
        body: bytes,
        model: type[ModelT],
        deadline: float | None = None,
        form: IdForm = "number",
    ) -> ModelT:
        """Send a write that makes a record or upload; its answer read as `model`, its id
        one of `form` (else `UnusableId`)."""
        try:
            response = await self._send("POST", target, body=body, deadline=deadline)
        except AnswerTooLarge as unread:
            # Done, but the answer cannot say where: settled like any answer without an id.
            raise AcceptedWithoutId(unread.detail, status=unread.status) from None
        try:
            return _parsed(model, response, data=None, form=form)
        except UnusableId:
            raise
        except MalformedResponse as unread:
            raise AcceptedWithoutId(unread.detail, status=response.status_code) from None

    async def _delete(self, target: str) -> None:
        await self._send("DELETE", target)

    async def _answer(
        self, target: str, model: type[ModelT], params: Mapping[str, str | int]
    ) -> ListAnswer[ModelT]:
        if target.startswith(("http://", "https://")):
            # Some paginators drop per_page from their links: keep the page size constant.
            url = self._url(target)
            missing = {k: v for k, v in params.items() if k not in url.params}
            target = str(url.copy_merge_params(missing)) if missing else target
            params = {}
        response = await self._send("GET", target, params=params, limit=LIST_PAGE_BYTES)
        return ListAnswer(response, model)

    async def _pages(
        self, path: ListPath, model: type[ModelT], public: bool | int | None = None
    ) -> AsyncGenerator[Page[ModelT], None]:
        """Every page of a list, following `links.next` to the last (see `PageWalk`)."""
        params = list_query(self._per_page, public)
        target: str = path
        walk = PageWalk()
        while True:
            page = (await self._answer(target, model, params)).page()
            yield page
            if not walk.more(page):
                return
            assert page.next_url is not None
            # A relative link ("?page=2", "/api/v1/products?page=2") is relative to the list.
            try:
                target = str(self._join(path).join(page.next_url))
            except httpx.InvalidURL as exc:
                raise MalformedResponse("links.next", f"not an address: {exc}") from None

    # --- products and projects ------------------------------------------------------------

    async def list_page(
        self,
        path: ListPath,
        model: type[ModelT],
        page: int = 1,
        *,
        per_page: int = UI_PER_PAGE,
        public: bool | int | None = None,
    ) -> Page[ModelT]:
        """One page of the product or project list, its items read as `model`.

        `RecordId` reads only the ids; `public` asks for the public products only.
        """
        return (await self._answer(path, model, list_query(per_page, public, page))).page()

    async def list_answer(
        self, path: ListPath, model: type[ModelT], query: Mapping[str, str | int]
    ) -> ListAnswer[ModelT]:
        """A page of a list (`list_query`) in two steps: where it goes on, then its items."""
        return await self._answer(path, model, query)

    async def list_products(self, public: bool | int | None = None) -> list[ProductResponse]:
        """Every product (following `links.next` to the last page)."""
        pages = self._pages("products", ProductResponse, public)
        return [item async for page in pages for item in page.items]

    async def create_product(
        self, product: ProductRequest, payload: Mapping[str, Any] | None = None
    ) -> int:
        """Create a product; returns its id. `payload`: its `to_payload()`, when the caller
        has it already (the sync engine keeps it as the base of later edits)."""
        body = _json(product.to_payload(create=True) if payload is None else payload)
        return (await self._create("products", body, RecordId)).id

    async def update_product(self, product_id: int, product: ProductRequest) -> ProductResponse:
        """The product as the service now has it; an answer for another product is
        `AnsweredForAnother`."""
        body = _json(product.to_payload(create=False))
        response = await self._send("PUT", f"products/{int(product_id)}/update", body=body)
        return _parsed(ProductResponse, response, data=True, own_id=str(int(product_id)))

    async def archive_product(self, product_id: int) -> None:
        # Whatever a 2xx says (the sandbox: the product), the archive is done.
        await self._send("POST", f"products/{int(product_id)}/archive")

    async def create_project(
        self, project: ProjectRequest, payload: Mapping[str, Any] | None = None
    ) -> int:
        """Create a project; returns its id (`payload` as for `create_product`)."""
        body = _json(project.to_payload() if payload is None else payload)
        return (await self._create("projects", body, RecordId)).id

    async def add_attachment(
        self, record: ListPath, record_id: int, folder: Folder, name: str, content: bytes
    ) -> UploadedAttachment:
        """Upload `content` as the image or file `name` of a product or project.

        The body is bytes, not a generator, so it can be sent again after a 401;
        encoding a large photo takes a while, so it happens off the event loop.
        """
        body = await asyncio.to_thread(upload_body, name, content, data_uri=record == "projects")
        target = f"{record}/{int(record_id)}/{folder}"
        log.debug("uploading %s (%d bytes) to %s", name, len(content), target)
        return await self._create(target, body, UploadedAttachment, self._upload_deadline)

    async def delete_attachment(
        self, record: ListPath, record_id: int, folder: Folder, attachment_id: str | int
    ) -> None:
        await self._delete(f"{record}/{int(record_id)}/{folder}/{_segment(attachment_id)}")

    async def download(self, url: str, *, limit: int) -> bytes:
        """The bytes of an image or file a product lists (its `url` in `imageData`/`attachedData`).

        The token goes only to the service's own address; a redirect is followed only to
        https or to that address; more than `limit` bytes end it (`DownloadTooLarge`).
        """
        target = self._download_url(self._base, url)
        what = f"GET {target.path}"
        for attempt in (1, 2):
            try:
                async with asyncio.timeout(self._deadline):
                    return await self._fetch(target, limit)
            except ServiceError:
                raise
            except _TRANSPORT_ERRORS as exc:
                if attempt == 1 and isinstance(exc, _RETRY_ONCE):
                    log.info("%s: %s, trying once more", what, type(exc).__name__)
                    continue
                error = error_for_exception(exc, idempotent=True, what=what)
                log.warning("%s failed: %s", what, error.detail)
                raise error from None
        raise AssertionError("unreachable")

    async def _fetch(self, url: httpx.URL, limit: int) -> bytes:
        for _ in range(MAX_REDIRECTS + 1):
            own = (url.scheme, url.netloc) == (self._base.scheme, self._base.netloc)
            request = self._http.build_request("GET", url, headers={"Accept": "*/*"})
            # Redirects one by one, whatever a shared client does: each is checked here.
            auth = self._auth if own else _NO_AUTH
            response = await self._http.send(
                request, auth=auth, stream=True, follow_redirects=False
            )
            try:
                if response.is_redirect:
                    url = self._download_url(url, response.headers["Location"])
                    continue
                if not response.is_success:
                    content = await read_capped(response, ERROR_BODY_BYTES, cut=True)
                    answer = read_answer(response, content, request)
                    raise error_for_status(answer, idempotent=True)
                return await read_capped(response, limit)
            finally:
                await response.aclose()
                let_go_of_stream(response)
        raise MalformedResponse("Location", f"more than {MAX_REDIRECTS} redirects")

    def _download_url(self, base: httpx.URL, target: str) -> httpx.URL:
        try:
            url = base.join(target)
        except httpx.InvalidURL as exc:
            raise MalformedResponse("url", f"not an address: {exc}") from None
        own = (url.scheme, url.netloc) == (self._base.scheme, self._base.netloc)
        if not own and url.scheme != "https":
            # Plain http elsewhere could be read or altered on the way.
            raise RequestRejected(
                f"GET {url}: neither https nor the service", code="service.bad_address"
            )
        return url

    # --- subscriptions --------------------------------------------------------------------

    async def list_subscriptions(self) -> list[Subscription]:
        response = await self._send("GET", "resources/subscriptions")
        return _parsed(SubscriptionList, response).subscriptions

    async def create_subscription(
        self, subscription: SubscriptionCreate, payload: Mapping[str, Any] | None = None
    ) -> Subscription:
        body = _json(subscription.to_payload() if payload is None else payload)
        return await self._create("resources/subscriptions", body, Subscription, form="uuid")

    async def get_subscription(self, subscription_id: str) -> Subscription:
        response = await self._send("GET", f"resources/subscriptions/{_segment(subscription_id)}")
        return _parsed(Subscription, response, data=None)

    async def delete_subscription(self, subscription_id: str) -> None:
        await self._delete(f"resources/subscriptions/{_segment(subscription_id)}")

    async def test_subscription(self, subscription_id: str) -> SubscriptionTestResult:
        """Ask the service to deliver a test event to the subscription's webhook address.

        A 2xx that does not tell how the delivery went is a delivery the service calls done:
        `delivered`, with no webhook status.
        """
        response = await self._send(
            "POST",
            f"resources/subscriptions/{_segment(subscription_id)}/test",
            idempotent=True,
        )
        try:
            return _parsed(SubscriptionTestResult, response, data=None)
        except MalformedResponse as unread:
            log.info("subscription test answered %d: %s", response.status_code, unread.detail)
            return SubscriptionTestResult(delivered=True)

    # --- authentication -------------------------------------------------------------------

    async def request_token(self) -> AccessToken:
        """Fetch a new access token now (the client otherwise does this by itself)."""
        return await self._auth.renew()

    async def test_connection(self) -> ConnectionCheck:
        """Sign in and read one product: the settings screen's "Test connection"."""
        try:
            token = await self._auth.valid_token()
            await self.list_page("products", ProductResponse, per_page=1)
        except ServiceError as exc:
            return ConnectionCheck(ok=False, notice=exc.notice, error=exc)
        can_write = None if token.scopes is None else "write" in token.scopes
        code = "connection.read_only" if can_write is False else "connection.ok"
        notice = Notice(code, {"environment": self.profile.name})
        return ConnectionCheck(ok=True, notice=notice, can_write=can_write)


def _parsed(
    model: type[ModelT],
    response: httpx.Response,
    *,
    data: bool | None = False,
    form: IdForm | None = None,
    own_id: str | None = None,
) -> ModelT:
    """The answer as `model`: inside `{"data": ...}` (`data=True`), or either way (None).

    Its `id`, when it has one, is checked first: with `form`, one a record of that form can
    have (else `UnusableId`); with `own_id`, that one (else `AnsweredForAnother`).
    """
    body, status = decode_json(response), response.status_code
    if data and not (isinstance(body, Mapping) and "data" in body):
        raise MalformedResponse("data", "missing", status=status)
    where = ""
    if data or (
        data is None
        and isinstance(body, Mapping)
        and "id" not in body
        and isinstance(body.get("data"), Mapping)
    ):
        body, where = body["data"], "data"
    if isinstance(body, Mapping) and "id" in body:
        given = body["id"]
        said = f"{where or 'the answer'} names id {answered(given)}"
        if form is not None and server_id(given, form) is None:
            raise UnusableId(said, answered_id=answered(given), status=status)
        if own_id is not None and server_id(given) != own_id:
            raise AnsweredForAnother(
                said, answered_id=answered(given), server_id=own_id, status=status
            )
    return parse_model(model, body, where=where, status=status)


def _json(payload: Mapping[str, Any]) -> bytes:
    """Compact UTF-8 JSON. Bytes, not a generator: after a 401 the same body is sent again.

    orjson writes the same bytes as `json.dumps(..., ensure_ascii=False, separators=(",",
    ":"))` for what a payload holds, in a tenth of the time; what it refuses (an integer past
    64 bits, say) the standard library writes as before."""
    try:
        return orjson.dumps(payload)
    except TypeError:
        return json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def _segment(value: str | int) -> str:
    # Ids go into the path as one segment, whatever characters they hold.
    return quote(str(value), safe="")
