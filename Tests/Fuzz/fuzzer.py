"""The fuzzing loop: until its time budget is spent, pick a stage (form, multipart, json, headers, smuggling), a
signed-in account and one of its targets, make a hostile request from the seeded generator, send it raw and read every
status that comes back. A 5xx other than the documented 503 (database unreachable) and 507 (no room for an upload) is
a failure, and so is a process that stops answering. Counts per stage and per status are kept for the summary line."""
import collections
import concurrent.futures
import os
import re
import threading
import random
import time
import urllib.parse

import mutations
from targets import Account, Form, Operation
from wire import exchange

ALLOWED_5XX = {503, 507}
# 501 is the documented answer (HTTPServer's Callbacks, RFC 9110 §15.6.2) to a method HTTP does not define — PROPFIND,
# a made-up one, or "G\0ET", which libmicrohttpd hands over cut at the NUL — and to nothing else.
HTTP_METHODS = {b"GET", b"HEAD", b"POST", b"PUT", b"DELETE", b"CONNECT", b"OPTIONS", b"TRACE", b"PATCH", b"QUERY"}
WEIGHTS = {"form": 30, "multipart": 20, "json": 22, "headers": 16, "smuggling": 12}


class Fuzzer:
    def __init__(self, base: str, seed: int, accounts: list[Account], forms: dict[str, list[Form]],
                 operations: dict[str, list[Operation]], tokens: dict[str, str], pages: dict[str, list[str]], alive):
        self.base, self.seed, self.rng = base, seed, random.Random(seed)
        self.accounts, self.forms, self.operations, self.tokens, self.pages = accounts, forms, operations, tokens, pages
        self.alive = alive  # () -> bool: is the process still running
        self.host = urllib.parse.urlparse(base).netloc
        self.sent = collections.Counter()
        self.statuses = collections.Counter()
        self.unanswered = collections.Counter()
        self.failures: list[str] = []
        self.seconds = collections.Counter()  # time spent per stage (summed over the workers)
        self.lock = threading.Lock()

    def stages(self) -> list[str]:
        """The stages this product has targets for (no multipart form, no JSON API: the stage is left out)."""
        has = {
            "form": any(f.enctype != "multipart/form-data" for fs in self.forms.values() for f in fs),
            "multipart": any(f.enctype == "multipart/form-data" for fs in self.forms.values() for f in fs),
            "json": any(self.operations.values()),
            "headers": True, "smuggling": True,
        }
        return [stage for stage in WEIGHTS if has[stage]]

    def make(self):
        """The next case from the seeded generator: (stage, raw bytes, half_close), or None when the chosen account
        has no target of that stage."""
        stages = self.stages()
        stage = self.rng.choices(stages, weights=[WEIGHTS[s] for s in stages])[0]
        account = self.rng.choice(self.accounts)
        cookie = account.cookie_header() if self.rng.random() < 0.95 else ""
        pages = self.pages[account.email] or ["/"]
        if stage in ("form", "multipart"):
            candidates = [f for f in self.forms[account.email] if (f.enctype == "multipart/form-data") == (stage == "multipart")]
            if not candidates:
                return None
            form = self.rng.choice(candidates)
            maker = mutations.multipart_body if stage == "multipart" else mutations.form_body
            kind, raw, half_close = maker(self.rng, form, account.csrf, self.host, cookie)
        elif stage == "json":
            if not self.operations.get(account.email):
                return None
            kind, raw, half_close = mutations.json_body(
                self.rng, self.rng.choice(self.operations[account.email]), self.host, self.tokens.get(account.email, ""),
                cookie, account.csrf)
        elif stage == "headers":
            kind, raw, half_close = mutations.hostile_head(self.rng, self.rng.choice(pages), self.host, cookie)
        else:
            form = self.rng.choice(sum(self.forms.values(), []) or [Form("/", "POST", "")])
            kind, raw, half_close = mutations.smuggling(self.rng, form.action, self.host, cookie)
        return kind, raw, half_close

    def send(self, case: int, kind: str, raw: bytes, half_close: bool):
        # A body cut short is never answered (the server waits for the rest until its idle timeout): 3 s, then hang up.
        started = time.monotonic()
        codes, answer = exchange(self.base, raw, timeout=3 if half_close else 15, half_close=half_close)
        if os.environ.get("FUZZ_TRACE"):
            said = re.findall(rb'role="alert">([^<]*)|"message": ?"([^"]*)', answer)[:1]
            print(f"{case} {kind} {time.monotonic() - started:.2f}s {codes} {raw[:300]!r} -> {answer[:120]!r} {said}")
        with self.lock:
            self.count(case, kind, raw, codes, time.monotonic() - started)

    def count(self, case: int, kind: str, raw: bytes, codes: list[int], seconds: float):
        self.seconds[kind] += seconds
        self.sent[kind] += 1
        if not codes:
            self.unanswered[kind] += 1
        for code in codes:
            self.statuses[code] += 1
            unknown_method = code == 501 and raw.split(b" ", 1)[0] not in HTTP_METHODS
            if code >= 500 and code not in ALLOWED_5XX and not unknown_method:
                self.failures.append(f"case {case} ({kind}, seed {self.seed}): {code} for {raw[:300]!r}")

    def run(self, budget: float, workers: int = 4) -> float:
        """Sends cases until `budget` seconds pass, `workers` at a time (the cases are made in order from the seed; a
        case that waits — a body cut short is answered by nobody — does not hold up the others); every 100th case
        checks the process and each session (signing in again if a case ended it — a form the fuzzer mutated may be one
        that rotates or ends it)."""
        start = time.monotonic()
        case = 0
        pool = concurrent.futures.ThreadPoolExecutor(workers)
        pending: set = set()
        while time.monotonic() - start < budget:
            made = self.make()
            if made:
                pending.add(pool.submit(self.send, case, *made))
            if len(pending) >= workers * 2:
                done, pending = concurrent.futures.wait(pending, return_when=concurrent.futures.FIRST_COMPLETED)
                for future in done:
                    future.result()
            case += 1
            if case % 100 == 0:
                concurrent.futures.wait(pending)
                if not self.alive():
                    self.failures.append(f"the process died by case {case} (seed {self.seed})")
                    break
                for account in self.accounts:
                    if account.email and account.signed_out() and account.sign_ins < 10:
                        account.sign_in()
        for future in concurrent.futures.as_completed(pending):
            future.result()
        pool.shutdown()
        return time.monotonic() - start

    def summary(self, product: str, seconds: float) -> str:
        stages = ", ".join(f"{stage} {self.sent[stage]} ({self.seconds[stage]:.0f} s)" for stage in WEIGHTS if self.sent[stage])
        codes = " ".join(f"{code}×{n}" for code, n in sorted(self.statuses.items()))
        return (f"fuzz: {product}: {sum(self.sent.values())} hostile requests in {seconds:.0f} s (seed {self.seed}) — "
                f"{stages}; answers {codes}; closed unanswered {sum(self.unanswered.values())}; "
                f"server errors {len(self.failures)}")
