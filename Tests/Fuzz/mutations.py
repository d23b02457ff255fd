"""Hostile request bodies and heads, each made from a real target (a page's form, a JSON API operation) and a seeded
random.Random, so a failing case is reproduced by its seed. Every maker returns (stage, raw request bytes, half_close);
`half_close` sends EOF after the bytes (a truncated body, a smuggled second request the server must read to its end)."""
import json
import random
import urllib.parse

from wire import request_bytes

# Values that break parsers: empty, huge, signs and exponents, overflowing integers, dates out of range, NUL, CR/LF,
# markup, invalid UTF-8 (raw and percent-encoded), broken percent-encoding, a BOM, right-to-left text.
NASTY_TEXT = [
    "", " ", "0", "-1", "-0", "1e309", "-1e309", "NaN", "Infinity", "9223372036854775807", "9223372036854775808",
    "-9223372036854775809", "18446744073709551616", "1" * 400, "0x10", "1_000", "١٢٣", "3.5", "+5", "00000000007",
    "9999-12-31", "0000-00-00", "2026-02-30", "-2026-01-01", "2026-10-27T25:61:00Z", "24:00", "99:99",
    "\u0000", "a\u0000b", "\r\nSet-Cookie: x=1", "<script>alert(1)</script>", "'; DROP TABLE accounts; --",
    "\ufeff", "\u202e\u202d", "🕋" * 50, "ﷺ", "../../../etc/passwd", "%", "%%", "%G1", "%c3%28", "%ff%fe%fd", "%00",
    "true", "null", "[]", "{}", "x" * 70_000,
]
RAW_BAD_UTF8 = [b"\xff\xfe\xfd", b"\xc3\x28", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xc0\xaf", b"\x80", b"a\xe2\x82"]
UPLOAD_TYPES = ["audio/webm", "audio/mp4", "audio/mpeg", "video/mp4", "video/quicktime", "image/jpeg", "image/png",
                "text/csv", "application/octet-stream", "", "audio/webm; codecs=opus", "image/svg+xml", "x/\u00ff"]
MAGIC = [b"", b"\x1a\x45\xdf\xa3", b"ID3\x04\x00", b"\x00\x00\x00\x20ftypisom", b"\xff\xd8\xff\xe0", b"\x89PNG\r\n\x1a\n",
         b"RIFF\x00\x00\x00\x00WAVE", b"name,email,level\n", b"\xef\xbb\xbfname,email\n\"unterminated", b"<svg onload=x>"]


def _value(rng: random.Random) -> bytes:
    """One form value, percent-encoded as a browser would — or not (raw bytes, broken escapes)."""
    choice = rng.random()
    if choice < 0.15:
        return rng.choice(RAW_BAD_UTF8) * rng.randint(1, 3)
    text = rng.choice(NASTY_TEXT)
    if choice < 0.3 and text.startswith("%"):
        return text.encode()
    return urllib.parse.quote_plus(text, safe="").encode()


def _headers(host: str, cookie: str, content_type: str | None, extra=()) -> list[tuple[str, str]]:
    headers = [("Host", host), ("Connection", "close"), ("Origin", f"http://{host}")]
    if cookie:
        headers.append(("Cookie", cookie))
    if content_type is not None:
        headers.append(("Content-Type", content_type))
    return headers + list(extra)


def form_body(rng: random.Random, form, csrf: str, host: str, cookie: str):
    """The form's fields (checkboxes left off as a browser would), then mutated: values swapped for nasty ones, fields
    dropped, duplicated or added, names broken, the CSRF token kept most of the time so the handler itself is reached."""
    fields = [(n, v) for n, kind, v in form.fields if not kind.endswith("-off") and kind != "file"]
    fields = [(n, csrf if n == "_csrf" else v) for n, v in fields]
    pairs = [(urllib.parse.quote_plus(n).encode(), urllib.parse.quote_plus(v).encode()) for n, v in fields]
    for _ in range(rng.randint(1, 4)):
        operation = rng.random()
        if pairs and operation < 0.45:
            i = rng.randrange(len(pairs))
            if pairs[i][0] != b"_csrf" or rng.random() < 0.1:
                pairs[i] = (pairs[i][0], _value(rng))
        elif pairs and operation < 0.55:
            i = rng.randrange(len(pairs))
            if pairs[i][0] != b"_csrf" or rng.random() < 0.1:
                pairs.pop(i)
        elif pairs and operation < 0.65:
            pairs.append((rng.choice(pairs)[0], _value(rng)))
        elif operation < 0.72:
            pairs.append((_value(rng) or b"x", _value(rng)))
        elif operation < 0.78 and sum(len(n) + len(v) for n, v in pairs) < 10_000:
            pairs = pairs * rng.randint(2, 200)
        elif pairs and operation < 0.84:
            name = rng.choice(pairs)[0]
            pairs.append((name, b"x" * rng.choice([5_000, 200_000, 1_100_000])))
    joiner = rng.choice([b"&"] * 8 + [b";", b"&&", b"&=&"])
    body = joiner.join(n + b"=" + v if rng.random() > 0.05 else n for n, v in pairs)
    content_type = rng.choice(["application/x-www-form-urlencoded"] * 20 + [
        "application/x-www-form-urlencoded; charset=latin1", "text/plain", None, "application/json",
        "multipart/form-data", "application/x-www-form-urlencoded; boundary=\u00ff"])
    return "form", request_bytes("POST", form.action, _headers(host, cookie, content_type), body), False


def multipart_body(rng: random.Random, form, csrf: str, host: str, cookie: str):
    """The form as multipart/form-data with a garbage file (a real magic number, then random bytes), then broken:
    a wrong or missing boundary, no closing boundary, a truncated body, huge part headers, a part with no name,
    thousands of parts, a Content-Length that lies."""
    boundary = rng.choice(["fuzz" + str(rng.randrange(10**9)), "a" * 70, "x" * 300, "", "\"quoted\"", "b\u00ffd", "--"])
    parts = []
    for name, kind, value in form.fields:
        if kind.endswith("-off"):
            continue
        if kind == "file":
            data = rng.choice(MAGIC) + rng.randbytes(rng.choice([0, 10, 1000, 100_000]))
            filename = rng.choice(["take.webm", "../../etc/passwd", "a\x00b.png", "x" * 5000, "", "r\u00e9sum\u00e9.csv",
                                   "photo.jpg\r\nX-Evil: 1"])
            head = (f'Content-Disposition: form-data; name="{name}"; filename="{filename}"\r\n'
                    f"Content-Type: {rng.choice(UPLOAD_TYPES)}\r\n").encode("utf-8", "replace")
        else:
            data = (csrf if name == "_csrf" and rng.random() < 0.9 else value).encode() if rng.random() < 0.7 \
                else urllib.parse.unquote_to_bytes(_value(rng).decode("latin-1"))
            head = f'Content-Disposition: form-data; name="{name}"\r\n'.encode()
        parts.append([head, data])
    for _ in range(rng.randint(1, 3)):
        operation = rng.random()
        if parts and operation < 0.2:
            parts.pop(rng.randrange(len(parts)))
        elif parts and operation < 0.35:
            part = rng.choice(parts)
            part[0] = part[0] + b"X-Filler: " + b"h" * rng.choice([1_000, 20_000, 200_000]) + b"\r\n"
        elif operation < 0.45:
            parts.append([b"Content-Type: text/plain\r\n", b"no name"])
        elif operation < 0.55:
            parts.append([b'Content-Disposition: form-data; name="' + rng.choice(RAW_BAD_UTF8) + b'"\r\n', b"v"])
        elif operation < 0.62:
            parts = parts + [[b'Content-Disposition: form-data; name="n"\r\n', b"v"] for _ in range(rng.choice([100, 5000]))]
        elif parts and operation < 0.72:
            part = rng.choice(parts)
            part[0] = b"Content-Disposition: " + rng.choice([b"form-data", b"form-data; name=", b'form-data; name="a',
                                                             b"attachment; filename=x", b"\xff\xfe"]) + b"\r\n"
    bound = boundary.encode("utf-8", "replace")
    body = b"".join(b"--" + bound + b"\r\n" + head + b"\r\n" + data + b"\r\n" for head, data in parts)
    ending = rng.random()
    body += b"--" + bound + b"--\r\n" if ending < 0.7 else (b"--" + bound + b"\r\n" if ending < 0.8 else b"")
    declared = rng.choice([f"multipart/form-data; boundary={boundary}"] * 14 + [
        "multipart/form-data", "multipart/form-data; boundary=", f"multipart/form-data; boundary=other{boundary}",
        f'multipart/form-data; boundary="{boundary}"', "multipart/mixed; boundary=" + boundary,
        "multipart/form-data; boundary=" + "z" * 2000])
    headers = _headers(host, cookie, declared)
    half_close = False
    lie = rng.random()
    if lie < 0.1:  # the body stops short of its Content-Length: the client hangs up mid-upload
        headers.append(("Content-Length", str(len(body))))
        body = body[: rng.randrange(len(body) + 1)]
        half_close = True
    elif lie < 0.15:  # a Content-Length shorter than the body: the rest reads as the next request
        headers.append(("Content-Length", str(rng.randrange(len(body) + 1))))
        half_close = True
    return "multipart", request_bytes("POST", form.action, headers, body), half_close


def _typed(rng: random.Random, schema: dict, depth: int = 0):
    """A value for `schema`, mostly of the wrong type or out of range."""
    if rng.random() < 0.5 or depth > 4:
        return rng.choice([None, True, False, 0, -1, 2**63, -(2**63) - 1, 10**400, 1e308, 3.5, "", "x" * 10_000,
                           [], {}, [None], {"a": 1}, "9999-12-31", "\ud800", rng.choice(NASTY_TEXT)])
    kind = schema.get("type")
    if kind == "object" or "properties" in schema:
        return {k: _typed(rng, v, depth + 1) for k, v in schema.get("properties", {}).items() if rng.random() < 0.85}
    if kind == "array":
        return [_typed(rng, schema.get("items", {}), depth + 1) for _ in range(rng.choice([0, 1, 3, 1000]))]
    if kind in ("integer", "number"):
        return rng.choice([0, 1, -1, 2**31, 2**53 + 1, 2**64, -(2**64), 1e300, 0.5, 10**30])
    if "enum" in schema and schema["enum"]:
        return rng.choice(schema["enum"]) + rng.choice(["", "x", " "])
    return rng.choice(NASTY_TEXT)


def json_body(rng: random.Random, operation, host: str, token: str, cookie: str = "", csrf: str = ""):
    """A JSON body for the operation: wrong types, missing and extra keys, then sometimes the bytes themselves broken —
    deep nesting, numbers of thousands of digits, invalid UTF-8 inside a string, truncation, duplicate keys, a BOM.
    Signed in by a bearer `token` (QuranFlow's API) or, without one, by the session `cookie` and its `X-CSRF-Token` as
    a page's script sends them (Jamaal's)."""
    headers = [("Host", host), ("Connection", "close")]
    if token or not cookie:
        headers.append(("Authorization", f"Bearer {token}"))
    else:
        headers += [("Cookie", cookie), ("X-CSRF-Token", csrf), ("Accept", "application/json")]
    value = _typed(rng, operation.schema)
    body = json.dumps(value, allow_nan=True).encode("utf-8", "surrogatepass")
    shape = rng.random()
    if shape < 0.08:
        depth = rng.choice([100, 1000, 100_000])
        body = b"[" * depth + b"]" * depth if rng.random() < 0.5 else b'{"a":' * depth + b"1" + b"}" * depth
    elif shape < 0.14:
        body = b'{"n": ' + b"9" * rng.choice([400, 100_000]) + b"}"
    elif shape < 0.22:
        body = b'{"text": "' + rng.choice(RAW_BAD_UTF8) + b'", "name": "\\ud800\\udc00\\ud800"}'
    elif shape < 0.28:
        body = body[: rng.randrange(len(body) + 1)]
    elif shape < 0.32:
        body = b'{"a":1,"a":"two","a":[3]}'
    elif shape < 0.36:
        body = b"\xef\xbb\xbf" + body
    elif shape < 0.40:
        body = body + b" trailing garbage \x00"
    elif shape < 0.44:
        body = b"1e99999"
    content_type = rng.choice(["application/json"] * 8 + ["application/json; charset=utf-16", "text/json", None,
                                                          "application/x-www-form-urlencoded", operation.media_type])
    if content_type is not None:
        headers.append(("Content-Type", content_type))
    return "json", request_bytes(operation.method, operation.path, headers, body), False


def hostile_head(rng: random.Random, path: str, host: str, cookie: str):
    """A request whose head is the attack: a huge header, thousands of headers, bytes no header may hold, a line with
    no colon, a folded line, a huge or broken URL, a huge cookie, no Host or two, a made-up method or version."""
    headers = _headers(host, cookie, None)
    method, target = "GET", path
    shape = rng.random()
    if shape < 0.12:
        headers.append(("X-Big", "v" * rng.choice([8_000, 64_000, 1_000_000])))
    elif shape < 0.22:
        headers += [(f"X-H{i}", "v") for i in range(rng.choice([100, 1_000, 20_000]))]
    elif shape < 0.32:
        headers.append(("X-Bytes", rng.choice(RAW_BAD_UTF8) + b"\x00\x01\x7f"))
    elif shape < 0.38:
        headers.append(("", "No colon here") if rng.random() < 0.5 else ("", " leading-space: v"))
    elif shape < 0.44:
        headers.append(("X-Folded", "first\r\n second line"))
    elif shape < 0.54:
        target = path + "?" + rng.choice(["q=" + "a" * rng.choice([10_000, 200_000]), "q=%ff%fe", "q=%", "q=%zz&&==&",
                                          "day=" + rng.choice(NASTY_TEXT)])
    elif shape < 0.6:
        target = rng.choice(["/%2e%2e/%2e%2e/etc/passwd", "/%00", "/\xff", "*", "http://evil.test/", "//x", "/a/../../b",
                             "/" + "a/" * 5000])
    elif shape < 0.7:
        headers = [(n, v) for n, v in headers if n != "Cookie"] + [
            ("Cookie", rng.choice(["s=" + "c" * 100_000, "a=b; " * 2_000, "\xff=\xfe", "=;=;=", "qf_session=../../x"]))]
    elif shape < 0.76:
        headers = [(n, v) for n, v in headers if n != "Host"] + ([("Host", "a"), ("Host", "b")] if rng.random() < 0.5 else [])
    elif shape < 0.84:
        method = rng.choice(["PROPFIND", "G\x00ET", "get", "X" * 3000, "DELETE", "PATCH", "OPTIONS", "HEAD", "QUERY"])
    else:
        headers.append((rng.choice(["Accept", "Accept-Encoding", "Range", "If-Modified-Since", "If-None-Match",
                                    "Authorization", "Origin", "Referer", "X-Forwarded-For", "Accept-Language"]),
                        rng.choice(NASTY_TEXT[:40] + ["bytes=-1", "bytes=99999999999999999999-", "Bearer " + "a" * 9000,
                                                      "gzip;q=NaN", "*/*;q=2", "1.2.3.4, ::1, garbage"])))
    return "headers", request_bytes(method, target, headers), False


def smuggling(rng: random.Random, path: str, host: str, cookie: str):
    """Request-smuggling shapes: Content-Length with Transfer-Encoding, two Content-Lengths, odd Transfer-Encodings, bad
    chunk sizes and extensions, a chunked body cut short, a second request hidden after the body."""
    head = _headers(host, cookie, "application/x-www-form-urlencoded")
    head = [(n, v) for n, v in head if n != "Connection"]
    hidden = b"GET /admin HTTP/1.1\r\nHost: " + host.encode() + b"\r\n\r\n"
    shape = rng.randrange(9)
    if shape == 0:
        extra, body = [("Content-Length", "4"), ("Transfer-Encoding", "chunked")], b"0\r\n\r\n" + hidden
    elif shape == 1:
        extra, body = [("Content-Length", "6"), ("Content-Length", "0")], b"a=1&b=" + hidden
    elif shape == 2:
        extra = [("Transfer-Encoding", rng.choice(["xchunked", "chunked, identity", "identity, chunked", " chunked",
                                                   "chunked\x0b", "CHUNKED", "gzip, chunked"]))]
        body = b"5\r\na=1&b\r\n0\r\n\r\n" + hidden
    elif shape == 3:
        size = rng.choice([b"zz", b"-1", b"ffffffffffffffffffff", b"1" * 300, b"", b"0x5", b" 5", b"5;" + b"e" * 9000])
        extra, body = [("Transfer-Encoding", "chunked")], size + b"\r\nhello\r\n0\r\n\r\n"
    elif shape == 4:
        extra, body = [("Transfer-Encoding", "chunked")], b"5\r\nhel"  # cut short, then EOF
    elif shape == 5:
        extra, body = [("Content-Length", rng.choice(["-1", "99999999999999999999999", "1e3", "0x10", "+5", " 5 5"]))], b"a=1"
    elif shape == 6:
        extra, body = [("Transfer-Encoding", "chunked"), ("Trailer", "X")], b"3\r\na=1\r\n0\r\nX: " + b"t" * 20000 + b"\r\n\r\n"
    elif shape == 7:
        extra, body = [("Content-Length", "3")], b"a=1" + hidden + hidden
    else:
        extra, body = [("Transfer-Encoding", "chunked")], b"3\r\na=1\r\n" * 5000 + b"0\r\n\r\n"
    return "smuggling", request_bytes("POST", path, head + extra, body, content_length=False), True
