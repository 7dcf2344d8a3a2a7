<?php
// A sabre/dav CalDAV server for the interoperability tests, as Baïkal and
// the groupware example of sabre/dav set it up: PDO backends over SQLite
// for calendars, principals and users, Digest authentication (realm
// SabreDAV, digesta1 = md5(user:realm:password)). Run by PHP's built-in
// server: SABRE_DATABASE=FILE php -S 127.0.0.1:PORT server.php. The
// database and its schema are made by the tests (caldav_servers.py) from
// the SQL files that Debian's php-sabre-dav ships.

date_default_timezone_set('UTC');

$pdo = new \PDO('sqlite:' . getenv('SABRE_DATABASE'));
$pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);

// PHP's warnings as exceptions: a failure is a 500, never a reply half
// written. sabre/dav 1.8 predates PHP 8.2, whose deprecation notices (such
// as dynamic properties) are not failures.
error_reporting(E_ALL & ~E_DEPRECATED & ~E_USER_DEPRECATED);
set_error_handler(function ($number, $text, $file, $line) {
    throw new \ErrorException($text, 0, $number, $file, $line);
}, E_ALL & ~E_DEPRECATED & ~E_USER_DEPRECATED);

require_once 'Sabre/autoload.php';

$authBackend = new \Sabre\DAV\Auth\Backend\PDO($pdo);
$calendarBackend = new \Sabre\CalDAV\Backend\PDO($pdo);
$principalBackend = new \Sabre\DAVACL\PrincipalBackend\PDO($pdo);

$server = new \Sabre\DAV\Server(array(
    new \Sabre\CalDAV\Principal\Collection($principalBackend),
    new \Sabre\CalDAV\CalendarRootNode($principalBackend, $calendarBackend),
));
// SABRE_BASE_URI serves it under a path, as Baïkal's /dav.php/.
$server->setBaseUri(getenv('SABRE_BASE_URI') ?: '/');
$server->addPlugin(new \Sabre\DAV\Auth\Plugin($authBackend, 'SabreDAV'));
$server->addPlugin(new \Sabre\DAVACL\Plugin());
$server->addPlugin(new \Sabre\CalDAV\Plugin());
// One line per request in the log, with its status, as the tests count
// requests and writes.
register_shutdown_function(function () {
    error_log($_SERVER['REQUEST_METHOD'] . ' request for ' . $_SERVER['REQUEST_URI'] . ': ' . http_response_code());
});
$server->exec();
