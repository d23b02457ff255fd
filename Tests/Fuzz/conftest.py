"""Hostile-input tests (issue 21): the fuzzer, slow clients and X-Forwarded-For, over real sockets against real
quranflow and jamaal processes. The servers come from the browser tests' conftest (same binaries: $QURANFLOW_BIN,
$JAMAAL_BIN, else this checkout's debug build); `from conftest import Server` here gets them."""
import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
_spec = importlib.util.spec_from_file_location("browser_conftest", HERE.parent / "Browser" / "conftest.py")
_browser = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_browser)

ROOT = _browser.ROOT
Server = _browser.Server
JamaalServer = _browser.JamaalServer
free_port = _browser._free_port
quranflow_binary = _browser.quranflow_binary
FREE_FAILURES = _browser.FREE_FAILURES
FIRST_WAIT = _browser.FIRST_WAIT
failed_sign_in = _browser.failed_sign_in
first_throttled = _browser.first_throttled
assert_counted_as_one_address = _browser.assert_counted_as_one_address
wait_until = _browser.wait_until


def pytest_configure(config):
    config.addinivalue_line("markers", "now(iso): the instant the server's clock starts at")
