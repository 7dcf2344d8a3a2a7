<?php
/* sabre-vobject FILE: a calendar read by sabre/vobject (Debian's
 * php-sabre-vobject, the parser of the SabreDAV CalDAV server behind
 * Nextcloud, ownCloud and Baïkal).
 *
 * The file is read by Reader::read in its default (strict) mode, then
 * validate() runs; every warning it returns is an error here, whatever its
 * level: the Debian package is sabre/vobject 2.1.7, whose validator only
 * checks what no calendar may get wrong (UTF-8 values, the characters of
 * property and parameter names), all at level 1. PHP warnings and notices
 * raised while reading or expanding are errors too (deprecations of the old
 * code under PHP 8 are not).
 *
 * Then VCalendar::expand (the CalDAV server's own expansion, times in UTC)
 * over 1900-2200 lists every occurrence. sabre/vobject places a TZID through
 * PHP's own time-zone database, not through the VTIMEZONE.
 *
 * Output, as libical-check's:
 *   ERROR<TAB>COMPONENT<TAB>message
 *   OCCURRENCE<TAB>UID<TAB>2026-01-05T00:30:00Z | 2026-01-05
 * Exit status 0 when no ERROR line was printed, else 1.
 *
 * sabre-vobject --serve: the paths of calendars on standard input, one a
 * line; each is read as above, its lines followed by END<TAB>status (the
 * exit status a run over that file alone gives). The tests hand many
 * calendars to one process this way, paying PHP's start-up once. */
error_reporting(E_ALL & ~E_DEPRECATED & ~E_USER_DEPRECATED);
require_once 'Sabre/VObject/autoload.php';

use Sabre\VObject;

$errors = 0;
function error($component, $message) {
    global $errors;
    echo "ERROR\t$component\t" . preg_replace('/\s+/', ' ', $message) . "\n";
    $errors++;
}
set_error_handler(function ($level, $message, $file, $line) {
    error('PHP', "$message (" . basename($file) . ":$line)");
    return true;
}, E_ALL & ~E_DEPRECATED & ~E_USER_DEPRECATED);

/* Reads the calendar at $path; returns the exit status. */
function consume($path) {
    global $errors;
    $errors = 0;
    try {
        $calendar = VObject\Reader::read(file_get_contents($path));
    } catch (Exception $e) {
        error('FILE', get_class($e) . ': ' . $e->getMessage());
        return 1;
    }
    if (!($calendar instanceof VObject\Component\VCalendar)) {
        error('FILE', 'not a VCALENDAR: ' . $calendar->name);
        return 1;
    }
    foreach ($calendar->validate() as $warning) {
        error($warning['node']->name, 'level ' . $warning['level'] . ': ' . $warning['message']);
    }

    try {
        $calendar->expand(new DateTime('1900-01-01', new DateTimeZone('UTC')), new DateTime('2200-01-01', new DateTimeZone('UTC')));
    } catch (Exception $e) {
        error('VCALENDAR', 'expand: ' . get_class($e) . ': ' . $e->getMessage());
        return 1;
    }
    foreach ($calendar->select('VEVENT') as $event) {
        $start = $event->DTSTART;
        $time = $start->getDateTime();
        if ($start->getDateType() == VObject\Property\DateTime::DATE) {
            $text = $time->format('Y-m-d');
        } else {
            $time->setTimezone(new DateTimeZone('UTC'));
            $text = $time->format('Y-m-d\TH:i:s\Z');
        }
        echo "OCCURRENCE\t" . (string)$event->UID . "\t$text\n";
    }
    return $errors ? 1 : 0;
}

if ($argc == 2 && $argv[1] == '--serve') {
    while (($line = fgets(STDIN)) !== false) {
        $status = consume(rtrim($line, "\n"));
        echo "END\t$status\n";
        flush();
    }
    exit(0);
}
if ($argc != 2) {
    fwrite(STDERR, "usage: sabre_vobject.php FILE.ics | --serve\n");
    exit(2);
}
exit(consume($argv[1]));
