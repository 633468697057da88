// @ts-check
/** Polish texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const pl = {
  'shell.brand': 'Demo Railkit',
  'shell.pages': 'Strony demonstracyjne',
  'shell.language': 'Język',

  'busy.stillWorking': 'Nadal trwa przetwarzanie – nie zamykaj tej strony.',
  'busy.starting': 'Przygotowujemy formularz…',
  'busy.checking': 'Sprawdzamy dane Twojego rachunku bankowego…',
  'busy.payingOut': 'Wysyłamy Twoją wypłatę…',
  'busy.paying': 'Potwierdzamy płatność w Twoim banku…',

  'payout.title': 'Wypłać saldo',
  'payout.start.title': 'Szczegóły wypłaty',
  'payout.country': 'Kraj Twojego rachunku bankowego',
  'payout.amount': 'Kwota',
  'payout.amountHint':
    'Sandbox: wypłata kwoty kończącej się na {fails} nie powiedzie się, a kwoty kończącej się na {pending} pozostanie w toku.',
  'payout.formLanguage': 'Język formularza',
  'payout.continue': 'Dalej',
  'payout.details.title': 'Dokąd mamy wysłać pieniądze?',
  'payout.sample': 'Przykładowy rachunek w sandboksie: {sample}',
  'payout.review': 'Sprawdź wypłatę',
  'payout.confirm.title': 'Potwierdź wypłatę',
  'payout.confirm.amount': 'Kwota',
  'payout.confirm.to': 'Na rachunek',
  'payout.confirm.holder': 'Posiadacz rachunku',
  'payout.payOut': 'Wypłać',
  'payout.edit': 'Zmień rachunek bankowy',
  'payout.retryHint': '{error} Możesz ponownie nacisnąć „Wypłać”: środki nie zostaną wypłacone dwukrotnie.',
  'payout.group.iban': 'Kraje stosujące IBAN',
  'payout.group.ibanTerritory': 'Terytoria stosujące IBAN (format kraju macierzystego)',
  'payout.group.nationalIban': 'Krajowe numery IBAN (poza rejestrem SWIFT)',
  'payout.group.rail': 'Lokalne dane bankowe',

  'payout.success.title': 'Wypłata wysłana',
  'payout.success.detail': 'Kwota {amount} jest w drodze na rachunek {account}.',
  'payout.success.next': 'Środki zwykle docierają w ciągu jednego dnia roboczego.',
  'payout.failure.title': 'Wypłata nie powiodła się',
  'payout.failure.detail': 'Twój bank nie mógł przyjąć tej wypłaty. Twoje saldo się nie zmieniło.',
  'payout.failure.next': 'Spróbuj z innym rachunkiem',
  'payout.pending.title': 'Wypłata w toku',
  'payout.pending.detail': 'Twój bank nie potwierdził jeszcze wypłaty kwoty {amount}.',
  'payout.unknown.title': 'Nie udało się potwierdzić Twojej wypłaty',
  'payout.unknown.detail':
    'Połączenie zostało przerwane, zanim Twój bank odpowiedział. Nie zlecaj wypłaty ponownie: nic nie zostanie wypłacone dwukrotnie.',
  'payout.again': 'Zleć kolejną wypłatę',

  'result.waiting': 'Czekamy na odpowiedź Twojego banku…',
  'result.emailLater': 'Możesz zamknąć tę stronę: wyślemy Ci e-mail, gdy Twój bank odpowie.',
  'result.stoppedWaiting':
    'Twój bank jeszcze nie odpowiedział. Możesz zamknąć tę stronę: o wyniku poinformujemy Cię e-mailem.',

  'checkout.title': 'Kasa',
  'checkout.start.title': 'Twoje zamówienie',
  'checkout.amount': 'Kwota',
  'checkout.customer': 'Numer klienta',
  'checkout.customerHint': 'Karty zapisane przez tego klienta zostaną zaproponowane przy następnym zakupie.',
  'checkout.continue': 'Przejdź do płatności',
  'checkout.pay.title': 'Zapłać kartą',
  'checkout.accepted': 'Akceptowane karty',
  'checkout.payWith': 'Wybierz kartę',
  'checkout.newCard': 'Nowa karta',
  'checkout.store': 'Zapisz tę kartę na przyszłość',
  'checkout.testCards':
    'Karty testowe w sandboksie: {approves} – płatność zatwierdzona, {declines} – odrzucona, {challenge} – wymaga {threeDS}, {timeout} – przekroczony limit czasu.',
  'checkout.pay': 'Zapłać {amount}',
  'checkout.retryHint': '{error} Możesz ponownie nacisnąć „Zapłać”: karta nie zostanie obciążona dwukrotnie.',
  'checkout.cancelled':
    'Zamknięto potwierdzenie w Twoim banku, więc płatność nie została zrealizowana. Naciśnij „Zapłać”, aby spróbować ponownie.',
  'checkout.declined': 'Twój bank odrzucił kartę. Spróbuj użyć innej karty.',
  'checkout.timeout': 'Nie udało się zrealizować płatności w wyznaczonym czasie. Spróbuj ponownie.',
  'checkout.authFailed': 'Twój bank nie mógł potwierdzić płatności. Spróbuj ponownie lub użyj innej karty.',
  'checkout.failed': 'Płatność nie powiodła się. Spróbuj ponownie lub użyj innej karty.',
  'checkout.startAgain': '{error} Zacznij od nowa, aby zapłacić.',
  'checkout.success.title': 'Płatność autoryzowana',
  'checkout.success.detail': 'Kwota {amount} została zablokowana na Twojej karcie.',
  'checkout.success.next': 'Obciążymy kartę, gdy wyślemy Twoje zamówienie.',
  'checkout.pending.title': 'Płatność w toku',
  'checkout.pending.detail': 'Twój bank nie odpowiedział jeszcze w sprawie płatności na kwotę {amount}.',
  'checkout.unknown.title': 'Nie udało się potwierdzić Twojej płatności',
  'checkout.unknown.detail':
    'Połączenie zostało przerwane, zanim Twój bank odpowiedział. Nie płać ponownie: nic nie zostanie pobrane dwukrotnie.',
  'checkout.again': 'Złóż kolejne zamówienie',
  'checkout.checking': 'Sprawdzamy Twoją płatność…',

  'merchant.title': 'Widok sprzedawcy',
  'merchant.note':
    'To, co serwer sprzedawcy wie z podpisanych powiadomień. Płacący nigdy nie widzą tego panelu.',
  'merchant.order': 'Zamówienie',
  'merchant.state': 'Uzgodniony status',
  'merchant.none': 'Brak zamówień',
  'merchant.awaiting': 'Oczekiwanie na powiadomienie platformy…',
  'merchant.payoutState': '{status} (powiadomienie {id}, podpis zweryfikowany) · {time}',
  'merchant.paymentState': '{status} (powiadomienie {action}, podpis zweryfikowany) · {time}',
  'merchant.capture': 'Pobierz środki',
  'merchant.cancel': 'Anuluj płatność',
  'merchant.refund': 'Zwróć środki',
  'merchant.authorized': 'Autoryzowana',
  'merchant.authorizeFailed': 'Autoryzacja nieudana',
  'merchant.captured': 'Środki pobrane',
  'merchant.cancelled': 'Anulowana',
  'merchant.refunded': 'Środki zwrócone',
  'merchant.console': 'Otwórz w konsoli środowiska testowego',

  'dropInPage.country': 'Kraj',
  'dropInPage.testHint':
    'Sandbox: płatność kwotą kończącą się na {declined} zostanie odrzucona, a kwotą kończącą się na {pending} pozostanie w toku (nie dotyczy kart).',
  'dropInPage.payTitle': 'Zapłać {amount} za swoje zamówienie',

  'methodsPage.payTitle': 'Wybierz, jak chcesz zapłacić',
  'methodsPage.legend': 'Metoda płatności',
  'methodsPage.popup': 'Otwórz stronę płatności w wyskakującym okienku i pozostań na tej stronie',
  'methodsPage.redirectHint': 'Aby zapłacić przez {method}, opuścisz tę stronę, a potem wrócisz tutaj.',
  'methodsPage.cancelled':
    'Anulowano płatność przez {method}. Nie pobrano żadnych środków: wybierz, jak chcesz zapłacić.',
  'methodsPage.cancelledAny':
    'Anulowano płatność. Nie pobrano żadnych środków: wybierz, jak chcesz zapłacić.',
  'methodsPage.declined': 'Płatność przez {method} została odrzucona. Wybierz inną metodę płatności.',
  'methodsPage.declinedAny': 'Płatność została odrzucona. Wybierz inną metodę płatności.',
  'methodsPage.popupClosed':
    'Okno płatności zostało zamknięte przed zakończeniem płatności. Naciśnij „Zapłać”, aby otworzyć je ponownie.',
  'methodsPage.failed': 'Płatność nie powiodła się. Spróbuj ponownie lub wybierz inną metodę płatności.',
  'methodsPage.success.detail': 'Twoja płatność na kwotę {amount} została potwierdzona.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Wypłata',
  'page.payout.summary': 'Wypłata na rachunek bankowy w 145 krajach, z SDK zaimportowanym jako moduł ES.',
  'page.script-tag.title': 'Znacznik script',
  'page.script-tag.summary':
    'Ta sama wypłata bez bundlera: jeden <script> z hashem integralności definiuje window.Railkit.',
  'page.checkout.title': 'Płatność kartą',
  'page.checkout.summary':
    'Płatność kartą z formularzem karty na tej stronie: dane są szyfrowane tutaj, zanim zostaną wysłane.',
  'page.checkout-drop-in.title': 'Wybór płatności',
  'page.checkout-drop-in.summary':
    'Wszystkie metody płatności z kraju płacącego w jednym elemencie: karty, polecenia zapłaty, przekierowania i portfele.',
  'page.checkout-secure.title': 'Bezpieczne pola',
  'page.checkout-secure.summary':
    'Ta sama płatność kartą z formularzem w ramce sejfu: dane karty nigdy nie trafiają na tę stronę.',
  'page.checkout-methods.title': 'Wszystkie metody',
  'page.checkout-methods.summary':
    'Płatność w sześciu krajach każdą metodą, jaką oferuje tam sandbox: polecenie zapłaty, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Kasa przez znacznik script',
  'page.script-tag-checkout.summary':
    'Płatność kartą bez bundlera: <script> kasy definiuje window.Railkit; 3-D Secure w oknie dialogowym.',
  'page.react.title': 'Aplikacja React',
  'page.react.summary':
    'Wypłata i wybór metody płatności jako komponenty React (railkit/react), z jednym klientem na sesję.',
  'page.vue.title': 'Aplikacja Vue',
  'page.vue.summary':
    'Wypłata i wybór metody płatności jako komponenty Vue (railkit/vue), z jednym klientem na sesję.',
};
