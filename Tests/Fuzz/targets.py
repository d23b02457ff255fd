"""What the fuzzer aims at: a signed-in account's cookie and CSRF token, the forms its pages carry (found by a bounded
breadth-first walk over the app's own links, like a person clicking around) and the JSON API's operations from
/api/openapi.json. Nothing here sends a hostile byte; see mutations.py and wire.py for that."""
import http.cookiejar
import json
import re
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from html.parser import HTMLParser

# Forms a fuzzer must not send even well-formed: they end the session every later request uses, or change the
# password the next sign-in needs. Everything else (creating, renaming, booking, reporting…) is fair game.
# A record id (26 lower-case letters and digits) or a number in a path: pages that differ only there are one pattern.
ID_PATTERN = r"\b(?=[a-z]*\d)[0-9a-z]{20,}\b|\b\d+\b"
SKIPPED_ACTIONS = ("sign-out", "password", "/profile/sessions", "/api/session", "/reset", "/unlock", "/_test/",
                   "/settings/data/delete")  # Jamaal's Delete my data takes the account the fuzzer signs in with


@dataclass
class Form:
    """One <form> as the page has it: where it posts, how it encodes, and its fields with their page values."""
    action: str
    method: str
    enctype: str
    fields: list[tuple[str, str, str]] = field(default_factory=list)  # (name, type, value); type "file" for uploads
    page: str = ""

    @property
    def key(self) -> tuple[str, str]:
        return (re.sub(ID_PATTERN, ":x", self.action), self.enctype)


@dataclass
class Operation:
    """One JSON API operation with a body: method, path (parameters filled), media type, its body schema."""
    method: str
    path: str
    media_type: str
    schema: dict


class _FormParser(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.forms: list[Form] = []
        self.links: list[str] = []
        self._form: Form | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "a" and a.get("href"):
            self.links.append(a["href"])
        elif tag == "form":
            self._form = Form(action=a.get("action") or "", method=(a.get("method") or "get").upper(),
                              enctype=a.get("enctype") or "application/x-www-form-urlencoded")
            self.forms.append(self._form)
        elif self._form is not None and tag in ("input", "textarea", "select", "button") and a.get("name"):
            kind = (a.get("type") or tag).lower()
            if kind in ("checkbox", "radio") and "checked" not in a:
                kind = kind + "-off"
            self._form.fields.append((a["name"], kind, a.get("value") or ""))

    def handle_endtag(self, tag):
        if tag == "form":
            self._form = None


class Account:
    """A signed-in person (cookie jar, the page's `_csrf` token), able to fetch pages and sign in again."""

    def __init__(self, base: str, email: str, password: str = "quranflow-demo", sign_in: str = "/sign-in"):
        self.base, self.email, self.password, self.sign_in_path = base, email, password, sign_in
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))
        self.csrf = ""
        self.csrf_page = "/"  # a page whose forms carry the token (found by `crawl`)
        self.sign_ins = 0
        if email:
            self.sign_in()

    def sign_in(self):
        page = self.get(self.sign_in_path)[1]
        token = re.search(r'name="_csrf" value="([^"]*)"', page).group(1)
        body = urllib.parse.urlencode({"email": self.email, "password": self.password, "_csrf": token}).encode()
        self.opener.open(self.base + self.sign_in_path, body, timeout=30).read()
        self.sign_ins += 1
        self.refresh_csrf(self.csrf_page)

    def refresh_csrf(self, path: str):
        found = re.search(r'name="_csrf" value="([^"]*)"', self.get(path)[1])
        if found:
            self.csrf = found.group(1)

    def get(self, path: str) -> tuple[int, str, str]:
        """Status, text and final URL of a GET (errors included)."""
        try:
            with self.opener.open(self.base + path, timeout=30) as response:
                kind = response.headers.get("Content-Type", "")
                text = response.read().decode("utf-8", "replace") if "html" in kind or "json" in kind else ""
                return response.status, text, response.url
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode("utf-8", "replace"), self.base + path

    def cookie_header(self) -> str:
        return "; ".join(f"{c.name}={c.value}" for c in self.jar)

    def signed_out(self) -> bool:
        status, _, url = self.get("/")
        return status != 200 or urllib.parse.urlparse(url).path == self.sign_in_path


def crawl(account: Account, start: list[str], max_pages: int, budget: float) -> tuple[list[Form], list[str]]:
    """Forms and visited paths reachable from `start` over same-origin links (no form submitted), at most `max_pages`
    pages and `budget` seconds; one page per route pattern so a day-by-day pager cannot eat the budget."""
    seen_patterns, queue, visited, forms = set(), list(start), [], {}
    deadline = time.monotonic() + budget
    while queue and len(visited) < max_pages and time.monotonic() < deadline:
        path = queue.pop(0)
        pattern = re.sub(ID_PATTERN, ":x", path.split("?")[0])
        if pattern in seen_patterns or any(s in path for s in SKIPPED_ACTIONS):
            continue
        seen_patterns.add(pattern)
        status, text, _ = account.get(path)
        visited.append(path)
        if status != 200 or not text.lstrip().startswith("<"):
            continue
        parser = _FormParser()
        parser.feed(text)
        for form in parser.forms:
            form.action = urllib.parse.urljoin(path, form.action or path)
            form.page = path
            if form.method == "POST" and not any(s in form.action for s in SKIPPED_ACTIONS):
                forms.setdefault(form.key, form)
            token = next((v for n, _, v in form.fields if n == "_csrf"), "")
            if token:
                account.csrf, account.csrf_page = token, path
        for href in parser.links:
            target = urllib.parse.urlparse(urllib.parse.urljoin(path, href))
            if target.netloc or target.scheme not in ("", "http", "https") or not target.path.startswith("/"):
                continue
            if target.path.startswith(("/static", "/media", "/api")) or target.path.endswith((".ics", ".csv", ".json")):
                continue
            queue.append(target.path + (f"?{target.query}" if target.query else ""))
    return list(forms.values()), visited


def operations(account: Account, ids: list[str], rng) -> list[Operation]:
    """The JSON API operations that take a body, their path parameters filled from ids seen on the pages."""
    document = json.loads(account.get("/api/openapi.json")[1])
    found = []
    for path, methods in document.get("paths", {}).items():
        for method, operation in methods.items():
            if method not in ("post", "put", "patch") or any(s in path for s in SKIPPED_ACTIONS):
                continue
            content = operation.get("requestBody", {}).get("content", {}) or {"application/json": {}}
            for media_type, body in content.items():
                schema = _resolve(document, body.get("schema", {}))
                filled = re.sub(r"\{[^}]+\}", lambda m: rng.choice(ids) if ids else "1", path)
                found.append(Operation(method.upper(), filled, media_type, schema))
    return found


def _resolve(document: dict, schema: dict, depth: int = 0) -> dict:
    """The schema with local $refs replaced (a few levels deep: enough to know the properties and their types)."""
    if depth > 6 or not isinstance(schema, dict):
        return {}
    if "$ref" in schema:
        target = document
        for part in schema["$ref"].lstrip("#/").split("/"):
            target = target.get(part, {})
        return _resolve(document, target, depth + 1)
    resolved = dict(schema)
    if isinstance(schema.get("properties"), dict):
        resolved["properties"] = {k: _resolve(document, v, depth + 1) for k, v in schema["properties"].items()}
    if isinstance(schema.get("items"), dict):
        resolved["items"] = _resolve(document, schema["items"], depth + 1)
    return resolved


def ids_in(paths: list[str]) -> list[str]:
    """Path segments that look like record ids or week numbers, from the visited pages (to fill path parameters)."""
    found = []
    for path in paths:
        for segment in path.split("?")[0].split("/"):
            if re.fullmatch(r"[0-9a-zA-Z_-]{10,}|\d{1,3}", segment) and segment not in found:
                found.append(segment)
    return found
