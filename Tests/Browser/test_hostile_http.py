"""Hostile requests over real HTTP against the real quranflow and jamaal processes: out-of-range dates and instants,
huge numbers, a hostile header, off-site redirects. Each gets a 4xx (or is ignored), and the process is still running
and answering afterwards — one request must never take the server down for everyone."""
import http.cookiejar
import re
import urllib.error
import urllib.parse
import urllib.request

from conftest import JamaalServer, Server

NOW = "2026-10-27T13:48:00-04:00"


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def opener_for(server, email):
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar), NoRedirect)
    page = opener.open(server.url + "/sign-in").read().decode()
    token = re.search(r'name="_csrf" value="([^"]*)"', page).group(1)
    try:
        opener.open(server.url + "/sign-in", urllib.parse.urlencode(
            {"email": email, "password": "quranflow-demo", "_csrf": token}).encode())
    except urllib.error.HTTPError as redirect:
        assert redirect.code == 303
    return opener


def status(opener, url, data=None, headers=None):
    request = urllib.request.Request(url, data=data, headers=headers or {})
    try:
        with opener.open(request, timeout=30) as response:
            return response.status, response.headers
    except urllib.error.HTTPError as error:
        return error.code, error.headers


def test_quranflow_answers_hostile_requests_and_stays_up():
    server = Server(NOW)
    try:
        sarah = opener_for(server, "sarah@quranflow.test")
        amina = opener_for(server, "amina@quranflow.test")
        anyone = urllib.request.build_opener(NoRedirect)
        for day in ("9999-12-31", "0001-01-01", "2101-01-01"):
            assert status(sarah, f"{server.url}/api/screens/sessions?day={day}")[0] == 422
            assert status(sarah, f"{server.url}/sessions?day={day}")[0] == 422
            assert status(amina, f"{server.url}/coach/schedule?day={day}")[0] == 422
        assert status(sarah, f"{server.url}/sessions/book?start=9999-12-31T23:30:00Z")[0] == 422
        for header in ("Sun, 06 Nov -2147483648 08:49:37 GMT", "Sun, 06 Nov 99999999999 08:49:37 GMT"):
            assert status(anyone, server.url + "/static/app.css", headers={"If-Modified-Since": header})[0] == 200
        # Off-site after sign-in: a tab, CR/LF and a backslash all land on this site's start.
        for next_path in ("/\t/other-host/path", "/\\other-host", "//other-host"):
            code, headers = status(sarah, server.url + "/sign-in?next=" + urllib.parse.quote(next_path, safe=""))
            assert code == 303 and headers["Location"] == "/", next_path
        assert server.process.poll() is None, server.read_log()
        assert status(anyone, server.url + "/health")[0] == 200
        assert status(sarah, server.url + "/today")[0] == 200
    finally:
        server.stop()


def test_jamaal_answers_hostile_requests_and_stays_up():
    server = JamaalServer("2026-11-29T10:05:00Z")
    try:
        opener = server.opener(redirects=False)
        page = opener.open(server.url + "/today").read().decode()
        token = re.search(r'name="_csrf" value="([^"]*)"', page).group(1)
        form = urllib.parse.urlencode({"value": "minutes", "minutes": "-9223372036854775808", "_csrf": token}).encode()
        assert status(opener, server.url + "/habits/h-quran/log", data=form)[0] == 422
        assert status(opener, server.url + "/habits/h-quran?day=9999-12-31")[0] == 422
        task = urllib.parse.urlencode({"title": "Far away", "effort": "30", "importance": "low", "schedule": "date",
                                       "date": "9999-12-31", "repeat": "daily", "note": "", "_csrf": token}).encode()
        assert status(opener, server.url + "/today/tasks", data=task)[0] == 422
        assert server.process.poll() is None, server.read_log()
        assert status(opener, server.url + "/today")[0] == 200
    finally:
        server.stop()
